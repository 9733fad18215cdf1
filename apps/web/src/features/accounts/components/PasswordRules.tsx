import { PASSWORD_MAX, PASSWORD_MIN } from '@hris/domain/accounts';
import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconPointFilled, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type PasswordRulesProps = {
  /** The password being typed; the rules a browser can check tick as they are met. */
  password: string;
  /** The account's username, when known: the password may not be the same. */
  username?: string | null | undefined;
};

/** met: ticked; pending: not yet; failed: broken; server: only the server can tell. */
type RuleState = 'met' | 'pending' | 'failed' | 'server';

const MARKS: Record<RuleState, { color: string; icon: ReactNode; variant: 'filled' | 'light' }> = {
  met: { color: 'teal', icon: <IconCheck size={12} />, variant: 'filled' },
  pending: { color: 'gray', icon: <IconPointFilled size={10} />, variant: 'light' },
  failed: { color: 'red', icon: <IconX size={12} />, variant: 'filled' },
  server: { color: 'gray', icon: <IconInfoCircle size={12} />, variant: 'light' },
};

/** The password rules (8 to 128 characters, not a common password, not the username), checked as typed. */
export function PasswordRules({ password, username }: PasswordRulesProps) {
  const typed = password.length > 0;
  const lengthState: RuleState =
    password.length > PASSWORD_MAX ? 'failed' : password.length >= PASSWORD_MIN ? 'met' : 'pending';
  const sameAsUsername = !!username && password.trim().toLowerCase() === username.trim().toLowerCase();
  const usernameState: RuleState = !username
    ? 'server'
    : !typed
      ? 'pending'
      : sameAsUsername
        ? 'failed'
        : 'met';
  const rules: { key: string; text: string; state: RuleState }[] = [
    { key: 'length', text: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`, state: lengthState },
    { key: 'common', text: 'Not a common password (checked when saved)', state: 'server' },
    { key: 'username', text: 'Not the same as the username', state: usernameState },
  ];

  return (
    <List spacing={4} size="sm" center aria-label="Password rules">
      {rules.map((rule) => {
        const mark = MARKS[rule.state];
        return (
          <List.Item
            key={rule.key}
            icon={
              <ThemeIcon size={18} radius="xl" variant={mark.variant} color={mark.color}>
                {mark.icon}
              </ThemeIcon>
            }
          >
            <Text fz="sm" c={rule.state === 'met' ? undefined : rule.state === 'failed' ? 'red' : 'dimmed'}>
              {rule.text}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
