import { SIGNATURE_REQUIRED } from '@hris/domain/ess-signing';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Signature } from '../../components/Signature';
import { signedForm } from './api';

export type SignField = { name: string; label: string; kind?: 'text' | 'date'; required?: boolean };

type Props = {
  fields: SignField[];
  submitLabel: string;
  /** Sends the form; a 422's messages are shown under their fields. */
  onSubmit: (form: FormData) => Promise<unknown>;
};

/** Text fields, a drawn signature and one button: how every acknowledgement of this part is given. */
export function SignForm({ fields, submitLabel, onSubmit }: Props) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [signature, setSignature] = useState<Blob | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  /** A field's message goes once the field is changed. */
  const edit = (name: string, value: string) => {
    setValues({ ...values, [name]: value });
    if (errors[name]) setErrors({ ...errors, [name]: '' });
  };
  const sign = (png: Blob | null) => {
    setSignature(png);
    if (png && errors.signature) setErrors({ ...errors, signature: '' });
  };

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      await onSubmit(signedForm(values, signature));
    } catch (err) {
      if (err instanceof ApiError && err.errors) {
        const shown = Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0] ?? '']));
        // the server checks the fields before the signature: both are said at once
        setErrors(signature ? shown : { signature: SIGNATURE_REQUIRED, ...shown });
      } else setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {fields.map((f) =>
          f.kind === 'date' ? (
            <TextInput
              key={f.name}
              type="date"
              label={f.label}
              required={f.required}
              value={values[f.name] ?? ''}
              error={errors[f.name] || undefined}
              onChange={(e) => edit(f.name, e.currentTarget.value)}
            />
          ) : (
            <Textarea
              key={f.name}
              label={f.label}
              required={f.required}
              autosize
              minRows={3}
              maxLength={5000}
              value={values[f.name] ?? ''}
              error={errors[f.name] || undefined}
              onChange={(e) => edit(f.name, e.currentTarget.value)}
            />
          ),
        )}
        <Signature onChange={sign} error={errors.signature || undefined} />
        {failure ? (
          <Stack gap={0} role="alert" c="red.8" fz="sm">
            {failure}
          </Stack>
        ) : null}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
