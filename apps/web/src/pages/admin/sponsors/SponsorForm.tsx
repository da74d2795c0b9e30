import { useTranslation } from '../../../i18n/use-translation';
import type { AdminSponsorBody } from '@ricebowl/contract';
import { adminApi, type AdminSponsor } from '../../../api/admin';
import { useForm } from '../../../components/form/use-form';
import { CheckboxField, ErrorSummary, ServerMessage, SubmitButton, TextField } from '../../../components/form/Form';
import styles from '../Admin.module.css';

type Field = 'name' | 'weight' | 'budget_grains' | 'active';

function toBody(values: Record<Field, string>): AdminSponsorBody {
  const budget = values.budget_grains.trim();
  return {
    name: values.name.trim(),
    weight: Number(values.weight),
    budget_grains: budget === '' ? null : Number(budget),
    active: values.active === 'true',
  };
}

/** Creates a sponsor (no `sponsor`) or edits one: name, weight, budget in grains, active. */
export function SponsorForm({
  sponsor,
  onSaved,
}: {
  sponsor: AdminSponsor | null;
  onSaved: (sponsor: AdminSponsor) => void;
}) {
  const { t } = useTranslation();
  const labels: Record<Field, string> = {
    name: t('admin.sponsors.fields.name'),
    weight: t('admin.sponsors.fields.weight'),
    budget_grains: t('admin.sponsors.fields.budget'),
    active: t('admin.sponsors.fields.active'),
  };
  const form = useForm<Field>({
    initial: {
      name: sponsor?.name ?? '',
      weight: String(sponsor?.weight ?? 1),
      budget_grains: sponsor?.budget_grains == null ? '' : String(sponsor.budget_grains),
      active: sponsor ? (sponsor.active ? 'true' : '') : 'true',
    },
    rules: { name: 'required', weight: 'required' },
    labels,
  });
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = sponsor
        ? await adminApi.updateSponsor(sponsor.id, toBody(values))
        : await adminApi.createSponsor(toBody(values));
      if (!sponsor) form.resetFields({ name: '', weight: '1', budget_grains: '', active: 'true' });
      onSaved(saved);
    } catch (error) {
      form.showServerError(error);
    }
  });
  const titleId = sponsor ? 'sponsor-edit-title' : 'sponsor-create-title';
  return (
    <form className={`${styles.form} ${styles.card}`} onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {sponsor ? t('admin.sponsors.editTitle') : t('admin.sponsors.create')}
      </h2>
      <ErrorSummary form={form} />
      <TextField form={form} name="name" label={labels.name} required />
      <div className={styles.formRow}>
        <TextField
          form={form}
          name="weight"
          label={labels.weight}
          type="number"
          min="1"
          required
          hint={t('admin.sponsors.weightHint')}
        />
        <TextField
          form={form}
          name="budget_grains"
          label={labels.budget_grains}
          type="number"
          min="0"
          hint={t('admin.sponsors.budgetHint')}
        />
      </div>
      <CheckboxField form={form} name="active" label={labels.active} />
      <ServerMessage message={form.serverMessage} />
      <SubmitButton busy={form.submitting}>{sponsor ? t('admin.save') : t('admin.sponsors.create')}</SubmitButton>
    </form>
  );
}
