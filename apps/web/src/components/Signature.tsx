import { Image, Text } from '@mantine/core';

/** A signature image from its signed link, or the text that stands in for it ("No signature found."). */
export function Signature({ src, alt, fallback }: { src: string | null; alt: string; fallback: string }) {
  if (!src)
    return (
      <Text fz="sm" fs="italic" c="dimmed">
        {fallback}
      </Text>
    );
  return (
    <Image src={src} alt={alt} h={80} w="auto" maw={260} fit="contain" style={{ alignSelf: 'flex-start' }} />
  );
}
