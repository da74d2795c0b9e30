import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, type UploadContentType } from '@ricebowl/contract';
import { adminApi } from '../../../api/admin';
import { accountsErrorOf } from '../../../api/accounts';
import { formatNumber } from '../../../i18n';
import formStyles from '../../../components/form/Form.module.css';

/** The file's bytes as standard base64 (what the upload call takes). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.replace(/^data:[^,]*,/, ''));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Uploads an image (PNG, JPEG, WebP or GIF up to 1 MiB) and reports its new site path, which the
 * form then saves as the image's URL. Size and type are checked here first to spare a round trip;
 * the server checks them again.
 */
export function ImageUpload({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [status, setStatus] = useState<{ kind: 'busy' | 'done' | 'error'; text: string } | null>(null);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      setStatus({ kind: 'error', text: t('admin.upload.wrongType') });
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setStatus({ kind: 'error', text: t('admin.upload.tooLarge', { max: formatNumber(UPLOAD_MAX_BYTES / 1024) }) });
      return;
    }
    setStatus({ kind: 'busy', text: t('admin.upload.busy') });
    try {
      const result = await adminApi.upload({
        filename: file.name.slice(0, 200) || 'image',
        content_type: file.type as UploadContentType,
        data_base64: await fileToBase64(file),
      });
      onUploaded(result.url);
      setStatus({ kind: 'done', text: t('admin.upload.done') });
    } catch (error) {
      setStatus({ kind: 'error', text: accountsErrorOf(error)?.message ?? t('admin.upload.failed') });
    }
  };

  return (
    <div className={formStyles.field}>
      <label htmlFor={inputId} className={formStyles.label}>
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_CONTENT_TYPES.join(',')}
        onChange={(event) => void handleChange(event)}
      />
      {status ? (
        <p
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={status.kind === 'error' ? formStyles.fieldErrors : formStyles.hint}
        >
          {status.text}
        </p>
      ) : null}
    </div>
  );
}
