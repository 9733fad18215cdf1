import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The cards of the self-service home (/ess), in order. Each part adds its own with one line here: its
 * component lives in `features/<part>/` and loads on demand; `wide` spans the whole row from the
 * tablet up. A card reads its own data and says itself when it has nothing to show.
 */
export type HomeCard = { key: string; Card: LazyExoticComponent<ComponentType>; wide?: boolean };

const card = (key: string, load: () => Promise<ComponentType>, wide = false): HomeCard => ({
  key,
  Card: lazy(async () => ({ default: await load() })),
  wide,
});

export const HOME_CARDS: HomeCard[] = [
  card('greeting', async () => (await import('./home/GreetingCard')).GreetingCard, true),
  card('credits', async () => (await import('./features/me/CreditsCard')).CreditsCard),
  card('shifts', async () => (await import('./features/me/ShiftsCard')).ShiftsCard),
  card('my-requests', async () => (await import('./features/filing/MyRequestsCard')).MyRequestsCard),
  card('to-sign', async () => (await import('./features/signing/ToSignCard')).ToSignCard),
];
