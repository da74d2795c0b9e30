import { Type, type Static } from '@sinclair/typebox';
import { CollectionDocument, Document, LiteralUnion, PaginationMeta } from './jsonapi.js';

/**
 * Issue 15 items 5–6: players report a problem with a question; admins see the reports grouped by
 * question and disable it or dismiss them; every subject credits its sources.
 *
 * A question is named by its **reference** `<machine_name>/<key>`: the key is a hash of the pack
 * item (its text, all its options in sorted order and its images), the same for every issue of that
 * item and blind to which option is right. Each issued question carries it in
 * `metadata.question_ref` (never the opaque per-issue id, which changes every time).
 */

export const QUESTION_REF_METADATA = 'question_ref';
export const QUESTION_REF_PATTERN = '^[a-z0-9][a-z0-9-]{0,79}/[A-Za-z0-9_-]{22}$';
export const QUESTION_REPORT_REASONS = ['wrong_answer', 'unclear', 'offensive', 'other'] as const;
export type QuestionReportReason = (typeof QUESTION_REPORT_REASONS)[number];
export const QUESTION_REPORT_NOTE_MAX = 500;

const Ref = Type.String({ pattern: QUESTION_REF_PATTERN, maxLength: 103 });
const Reason = LiteralUnion(QUESTION_REPORT_REASONS);
const IsoTime = Type.String({ description: 'ISO 8601' });

/** `POST /api/engine/question-reports`: anyone may report, with or without a session. */
export const QuestionReportBody = Type.Object(
  {
    question_ref: Ref,
    reason: Reason,
    note: Type.Optional(Type.String({ maxLength: QUESTION_REPORT_NOTE_MAX })),
  },
  { additionalProperties: false },
);
export type QuestionReportBody = Static<typeof QuestionReportBody>;

export const QuestionReportDocument = Document(
  'question-reports',
  Type.Object({ question_ref: Type.String(), reason: Reason, created_at: IsoTime }),
);
export type QuestionReportDocument = Static<typeof QuestionReportDocument>;

// ---------------------------------------------------------------------------------------------
// Credits

/** One source a subject's questions come from, with the licence its data is used under. */
export const CreditSource = Type.Object({
  /** Name of the work, e.g. "world-countries". */
  source: Type.String(),
  /** Who made it; empty when the work names no single author. */
  author: Type.String(),
  /** Where the work lives (https); empty when it has no address. */
  url: Type.String(),
  licence: Type.String(),
  /** The licence's text (https). */
  licence_url: Type.String(),
  /** What the subject took from it, in a few words; may be empty. */
  used_for: Type.String(),
});
export type CreditSource = Static<typeof CreditSource>;

export const CategoryCreditsAttributes = Type.Object({
  machine_name: Type.String(),
  label: Type.String(),
  /** The licence the subject's questions are shared under; null when its pack does not say. */
  licence: Type.Union([Type.Object({ name: Type.String(), url: Type.String() }), Type.Null()]),
  sources: Type.Array(CreditSource),
});
export type CategoryCreditsAttributes = Static<typeof CategoryCreditsAttributes>;

/** `GET /api/engine/categories/{id}/credits` (id: the category's id). */
export const CategoryCreditsDocument = Document('credits', CategoryCreditsAttributes);
export type CategoryCreditsDocument = Static<typeof CategoryCreditsDocument>;

/** `GET /api/engine/credits`: every enabled category's credits, in display order. */
export const CreditsList = CollectionDocument('credits', CategoryCreditsAttributes);
export type CreditsList = Static<typeof CreditsList>;

// ---------------------------------------------------------------------------------------------
// Admin (`/api/admin`, accounts error shape)

export const AdminQuestionParams = Type.Object({
  category: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,79}$' }),
  key: Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' }),
});
export type AdminQuestionParams = Static<typeof AdminQuestionParams>;

export const ReportCounts = Type.Object({
  wrong_answer: Type.Integer(),
  unclear: Type.Integer(),
  offensive: Type.Integer(),
  other: Type.Integer(),
});
export type ReportCounts = Static<typeof ReportCounts>;

export const AdminReportedQuestionAttributes = Type.Object({
  category: Type.String(),
  category_label: Type.String(),
  question_key: Type.String(),
  /** The question as the packs hold it now; the text reported when it has left the packs. */
  text: Type.String(),
  in_packs: Type.Boolean(),
  /** Every option of the pack item (a card shows the right one and three of the others). */
  options: Type.Array(Type.Object({ text: Type.String(), correct: Type.Boolean() })),
  levels: Type.Array(Type.Integer()),
  disabled: Type.Boolean(),
  /** Open (not dismissed) reports. */
  counts: ReportCounts,
  total: Type.Integer(),
  notes: Type.Array(Type.Object({ reason: Reason, note: Type.String(), created_at: IsoTime })),
  last_reported_at: Type.Union([IsoTime, Type.Null()]),
});
export type AdminReportedQuestionAttributes = Static<typeof AdminReportedQuestionAttributes>;

/**
 * `GET /api/admin/question-reports`: questions with open reports (most reported first), then
 * disabled questions without open reports. Ids are question references.
 */
export const AdminReportedQuestionList = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.String(),
      type: Type.Literal('reported-questions'),
      attributes: AdminReportedQuestionAttributes,
    }),
  ),
  meta: Type.Object({ pagination: PaginationMeta }),
});
export type AdminReportedQuestionList = Static<typeof AdminReportedQuestionList>;

export const AdminReportedQuestionDocument = Type.Object({
  data: Type.Object({
    id: Type.String(),
    type: Type.Literal('reported-questions'),
    attributes: AdminReportedQuestionAttributes,
  }),
});
export type AdminReportedQuestionDocument = Static<typeof AdminReportedQuestionDocument>;
