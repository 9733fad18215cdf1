import { Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';

/** Recovery codes, shown once: to copy, download as a text file, or write down. */
export function RecoveryCodes({ codes, username }: { codes: string[]; username: string }) {
  const text = `HRIS recovery codes for ${username}\nEach code works once, in place of the authenticator's code.\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = Object.assign(document.createElement('a'), {
      href: url,
      download: `hris-recovery-codes-${username}.txt`,
    });
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm">
      <Text fz="sm">
        Keep these codes somewhere safe, away from your phone. Each one logs you in once if you lose the
        authenticator app. They are not shown again.
      </Text>
      <SimpleGrid cols={2} spacing="xs" role="group" aria-label="Recovery codes">
        {codes.map((code) => (
          <Code key={code} fz="md" ta="center" py={6}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" size="xs" leftSection={<IconCopy size={14} />} onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" size="xs" leftSection={<IconDownload size={14} />} onClick={download}>
          Download
        </Button>
      </Group>
    </Stack>
  );
}
