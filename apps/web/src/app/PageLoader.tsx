import { Center, Loader } from '@mantine/core';

/** Shown while the first route's data or code loads. */
export function PageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
