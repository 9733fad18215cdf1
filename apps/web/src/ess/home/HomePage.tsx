import { Loader, Paper, VisuallyHidden } from '@mantine/core';
import { Suspense } from 'react';
import { HOME_CARDS } from '../home-cards';
import './home.css';

/** /ess: the cards of home-cards.ts, one column on a phone, two from 768 px, three from 1440 px. */
export function HomePage() {
  return (
    <>
      <VisuallyHidden component="h1">Home</VisuallyHidden>
      <div className="ess-home">
        {HOME_CARDS.map(({ key, Card, wide }) => (
          <div key={key} className={wide ? 'ess-home__card ess-home__card--wide' : 'ess-home__card'}>
            <Suspense
              fallback={
                <Paper withBorder radius="md" p="md" mih={96} className="ess-home__waiting">
                  <Loader size="sm" aria-label="Loading" />
                </Paper>
              }
            >
              <Card />
            </Suspense>
          </div>
        ))}
      </div>
    </>
  );
}
