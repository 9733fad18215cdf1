import { Anchor } from '@mantine/core';

/** A mailto link that may break after the "@" in a narrow column (and nowhere else). */
export function EmailLink({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <Anchor href={`mailto:${email}`} fz="sm">
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </Anchor>
  );
}
