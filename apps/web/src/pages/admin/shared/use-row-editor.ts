import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useFlash } from './Flash';

/**
 * The state of a table whose rows are edited in a form below it and deleted after a confirmation
 * (announcements, notices, a sponsor's ads). `formKey` changes whenever editing starts or ends, so
 * the form is mounted afresh with the chosen row's values.
 */
export function useRowEditor<T>({
  deleteRow,
  refresh,
}: {
  deleteRow: (row: T) => Promise<unknown>;
  refresh: () => void;
}) {
  const { t } = useTranslation();
  const { message, setMessage, showError } = useFlash();
  const [editing, setEditing] = useState<T | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [removing, setRemoving] = useState<T | null>(null);
  const remove = useMutation({
    mutationFn: deleteRow,
    onSuccess: () => {
      setMessage({ ok: true, text: t('admin.deleted') });
      refresh();
    },
    onError: showError,
  });
  const startEditing = (row: T | null) => {
    setEditing(row);
    setFormKey((key) => key + 1);
    setMessage(null);
  };
  return {
    message,
    setMessage,
    editing,
    formKey,
    startEditing,
    /** The form saved: close it, say so and reload the list. */
    handleSaved: (text: string) => {
      startEditing(null);
      setMessage({ ok: true, text });
      refresh();
    },
    removing,
    askToRemove: setRemoving,
    cancelRemove: () => setRemoving(null),
    confirmRemove: () => {
      if (removing) remove.mutate(removing);
      setRemoving(null);
    },
  };
}
