import type { AnticheatConfig } from '../../platform/config.js';

/** What a person has to read before answering: the question and its options. */
export interface ReadableQuestion {
  text: string;
  options: { text: string }[];
}

/** Characters to read: the question's text and every option's. */
export function readingLength(question: ReadableQuestion): number {
  return question.options.reduce((sum, option) => sum + option.text.length, question.text.length);
}

/**
 * The least time a person needs to read the question and options and pick one: a base plus a
 * per-character reading time, capped so that even a long question never asks more of a fast
 * reader than the cap (below the 1.5 s a quick person takes; ADR 009).
 */
export function minimumAnswerMs(settings: AnticheatConfig, question: ReadableQuestion): number {
  return Math.min(settings.maxAnswerMs, settings.minAnswerMs + settings.msPerChar * readingLength(question));
}

/** An answer sooner after its question was served than a person could read it. */
export function isTooFast(settings: AnticheatConfig, question: ReadableQuestion, elapsedMs: number): boolean {
  return elapsedMs < minimumAnswerMs(settings, question);
}

/** Repeated evidence, not one answer: enough too-fast answers, or a sustained inhuman rate. */
export function isTripped(settings: AnticheatConfig, counts: { fast: number; answers: number }): boolean {
  return counts.fast >= settings.fastAnswers || counts.answers >= settings.rateAnswers;
}

/**
 * A fast honest person's pace for a question: the least time between their credited answers, from
 * a floor for the shortest question and a real reading speed for longer ones (ADR 009). Unlike the
 * too-fast minimum it marks nobody: it only bounds how fast credit accrues.
 */
export function paceMs(settings: AnticheatConfig, question: ReadableQuestion): number {
  if (settings.paceMs === 0) return 0;
  return Math.max(settings.paceMs, settings.minAnswerMs + settings.paceMsPerChar * readingLength(question));
}
