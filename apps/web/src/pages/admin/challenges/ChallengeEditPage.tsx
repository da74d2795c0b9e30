import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdminChallengeBody } from '@ricebowl/contract';
import { adminApi, type AdminChallenge } from '../../../api/admin';
import { useForm } from '../../../components/form/use-form';
import {
  CheckboxField,
  ErrorSummary,
  ServerMessage,
  SubmitButton,
  SuccessMessage,
  TextField,
} from '../../../components/form/Form';
import { assetUrl } from '../../../config';
import { ImageUpload } from '../shared/ImageUpload';
import { QueryState } from '../shared/QueryState';
import { fromLocalInput, secondsToLocalInput, toLocalInput } from '../shared/time';
import styles from '../Admin.module.css';

type Field =
  | 'title'
  | 'description'
  | 'image'
  | 'datetime_start'
  | 'datetime_end'
  | 'rice_goal'
  | 'milestones'
  | 'public'
  | 'anonymous_play';

const RULES: Partial<Record<Field, string>> = {
  title: 'required',
  description: 'required',
  datetime_start: 'required',
  datetime_end: 'required',
  rice_goal: 'required',
};

/** The form's strings for a challenge, or a fresh one that starts now and runs a week. */
function initialValues(challenge: AdminChallenge | null): Record<Field, string> {
  if (!challenge) {
    const start = new Date();
    start.setSeconds(0, 0);
    return {
      title: '',
      description: '',
      image: '',
      datetime_start: toLocalInput(start),
      datetime_end: toLocalInput(new Date(start.getTime() + 7 * 86_400_000)),
      rice_goal: '100000',
      milestones: '',
      public: 'true',
      anonymous_play: 'true',
    };
  }
  return {
    title: challenge.title,
    description: challenge.description,
    image: challenge.image,
    datetime_start: secondsToLocalInput(challenge.datetime_start),
    datetime_end: secondsToLocalInput(challenge.datetime_end),
    rice_goal: String(challenge.rice_goal),
    milestones: challenge.milestones.join(', '),
    public: challenge.public ? 'true' : '',
    anonymous_play: challenge.anonymous_play ? 'true' : '',
  };
}

/** The form's strings as the API's body; the server judges numbers and times and says what is wrong. */
function toBody(values: Record<Field, string>): AdminChallengeBody {
  const seconds = (value: string) => Math.floor((fromLocalInput(value)?.getTime() ?? Number.NaN) / 1000);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    image: values.image.trim(),
    public: values.public === 'true',
    anonymous_play: values.anonymous_play === 'true',
    datetime_start: seconds(values.datetime_start),
    datetime_end: seconds(values.datetime_end),
    rice_goal: Number(values.rice_goal),
    milestones: values.milestones
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(Number),
  };
}

/** /admin/challenges/new and /admin/challenges/:id — create or edit a challenge. */
export function ChallengeEditPage() {
  const { id } = useParams();
  const challenge = useQuery({
    queryKey: ['admin', 'challenge', id],
    queryFn: () => adminApi.challenge(id!),
    enabled: Boolean(id),
  });
  if (!id) return <ChallengeForm challenge={null} />;
  return <QueryState query={challenge}>{(data) => <ChallengeForm key={data.id} challenge={data} />}</QueryState>;
}

function ChallengeForm({ challenge }: { challenge: AdminChallenge | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const created = (location.state as { created?: boolean } | null)?.created === true;
  const [saved, setSaved] = useState(false);
  const labels: Record<Field, string> = {
    title: t('admin.challenges.fields.title'),
    description: t('admin.challenges.fields.description'),
    image: t('admin.challenges.fields.image'),
    datetime_start: t('admin.challenges.fields.start'),
    datetime_end: t('admin.challenges.fields.end'),
    rice_goal: t('admin.challenges.fields.goal'),
    milestones: t('admin.challenges.fields.milestones'),
    public: t('admin.challenges.fields.public'),
    anonymous_play: t('admin.challenges.fields.anonymousPlay'),
  };
  const form = useForm<Field>({ initial: initialValues(challenge), rules: RULES, labels });

  const handleSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      const body = toBody(values);
      const result = challenge
        ? await adminApi.updateChallenge(challenge.id, body)
        : await adminApi.createChallenge(body);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'challenges'] });
      void queryClient.invalidateQueries({ queryKey: ['challenges'] });
      queryClient.setQueryData(['admin', 'challenge', result.id], result);
      if (challenge) setSaved(true);
      else void navigate(`/admin/challenges/${encodeURIComponent(result.id)}`, { state: { created: true } });
    } catch (error) {
      form.showServerError(error);
    }
  });

  const title = challenge ? t('admin.challenges.editTitle', { title: challenge.title }) : t('admin.challenges.create');
  return (
    <section className={styles.page} aria-labelledby="admin-challenge-title">
      <h1 id="admin-challenge-title" className={styles.title}>
        {title}
      </h1>
      <Link to="/admin/challenges">{t('admin.challenges.back')}</Link>
      {created && !saved ? <SuccessMessage>{t('admin.challenges.created')}</SuccessMessage> : null}
      {saved ? <SuccessMessage>{t('admin.saved')}</SuccessMessage> : null}
      <form className={`${styles.form} ${styles.card}`} onSubmit={handleSubmit} noValidate>
        <ErrorSummary form={form} />
        <TextField form={form} name="title" label={labels.title} required />
        <TextField form={form} name="description" label={labels.description} rows={4} required />
        <div className={styles.formRow}>
          <TextField form={form} name="datetime_start" label={labels.datetime_start} type="datetime-local" required />
          <TextField form={form} name="datetime_end" label={labels.datetime_end} type="datetime-local" required />
        </div>
        <div className={styles.formRow}>
          <TextField form={form} name="rice_goal" label={labels.rice_goal} type="number" min="10" required />
          <TextField
            form={form}
            name="milestones"
            label={labels.milestones}
            hint={t('admin.challenges.milestonesHint')}
          />
        </div>
        <TextField form={form} name="image" label={labels.image} hint={t('admin.imageHint')} />
        <ImageUpload label={t('admin.challenges.uploadImage')} onUploaded={(url) => form.setValue('image', url)} />
        {form.values.image ? (
          <img className={styles.thumb} src={assetUrl(form.values.image)} alt={t('admin.imagePreview')} />
        ) : null}
        <CheckboxField form={form} name="public" label={labels.public} hint={t('admin.challenges.publicHint')} />
        <CheckboxField
          form={form}
          name="anonymous_play"
          label={labels.anonymous_play}
          hint={t('admin.challenges.anonymousPlayHint')}
        />
        <ServerMessage message={form.serverMessage} />
        <SubmitButton busy={form.submitting}>
          {form.submitting ? t('forms.busy') : challenge ? t('admin.save') : t('admin.challenges.create')}
        </SubmitButton>
      </form>
    </section>
  );
}
