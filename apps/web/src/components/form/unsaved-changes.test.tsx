import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../test/contact-form';
import { AppProviders, renderInApp, testQueryClient } from '../../test/render';
import { FormModal, UnsavedChangesProvider } from './unsaved-changes';

const nameInput = () => screen.getByRole('textbox', { name: /^Name/ });

/** A screen's Edit button and the form modal it opens. */
function EditInModal({ save = async () => ({}) }: { save?: () => Promise<unknown> }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <p>{opened ? 'open' : 'closed'}</p>
      <FormModal opened={opened} onClose={() => setOpened(false)} title="Edit Contact">
        <ContactForm save={save} onSaved={() => setOpened(false)} onCancel={() => setOpened(false)} />
      </FormModal>
    </>
  );
}

const modalState = () => screen.getByText(/^(open|closed)$/).textContent;

describe('a form modal with unsaved changes', () => {
  it('closes at once while nothing was typed', async () => {
    const { user } = renderInApp(<EditInModal />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(modalState()).toBe('closed');
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it('asks before Cancel, Escape or × drop what was typed: Stay keeps it, "Discard changes" closes', async () => {
    const { user } = renderInApp(<EditInModal />);
    await user.type(nameInput(), 'Ana Reyes');
    for (const close of [
      () => user.click(screen.getByRole('button', { name: 'Cancel' })),
      () => user.keyboard('{Escape}'),
      () => user.click(screen.getByRole('button', { name: 'Close' })),
    ]) {
      await close();
      const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
      await user.click(within(question).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
      expect(modalState()).toBe('open');
      expect(nameInput()).toHaveValue('Ana Reyes');
    }
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(modalState()).toBe('closed'));
  });

  it('closes without a question once the save succeeded', async () => {
    const { user } = renderInApp(<EditInModal />);
    await user.type(nameInput(), 'Ana Reyes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await screen.findByRole('dialog', { name: 'Saved' });
    expect(modalState()).toBe('closed');
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

/** Two screens of the HR shell: an edit form, and another reached by a menu link. */
function shell(save: () => Promise<unknown> = async () => ({})) {
  const routes = createMemoryRouter(
    [
      {
        path: '/hr',
        element: <Guarded />,
        children: [
          { path: 'contact', element: <ContactForm save={save} /> },
          { path: 'dashboard', element: <p>Dashboard screen</p> },
        ],
      },
    ],
    { initialEntries: ['/hr/contact'] },
  );
  const user = userEvent.setup();
  render(
    <AppProviders client={testQueryClient()}>
      <RouterProvider router={routes} />
    </AppProviders>,
  );
  return { user, router: routes };
}

function Guarded() {
  return (
    <UnsavedChangesProvider>
      <Link to="/hr/dashboard">Dashboard</Link>
      <Outlet />
    </UnsavedChangesProvider>
  );
}

/** Whether the browser would ask before the page is left (a reload, the tab closed). */
function browserAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leaving a screen with unsaved changes', () => {
  it('goes without a question while nothing was typed, and the browser does not ask either', async () => {
    const { user, router } = shell();
    expect(browserAsks()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hr/dashboard');
  });

  it('asks "Discard your changes?": Stay keeps the screen and the text, "Discard changes" leaves', async () => {
    const { user, router } = shell();
    await user.type(nameInput(), 'Ana Reyes');
    expect(browserAsks()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    let question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/hr/contact');
    expect(nameInput()).toHaveValue('Ana Reyes');

    // Back, or any navigation of the app, is asked about the same way
    act(() => void router.navigate('/hr/dashboard'));
    question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(browserAsks()).toBe(false);
  });

  it('lets the navigation after a successful save go without a question', async () => {
    const save = vi.fn(async () => ({}));
    const { user, router } = shell(save);
    await user.type(nameInput(), 'Ana Reyes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await screen.findByRole('dialog', { name: 'Saved' });
    expect(browserAsks()).toBe(false);
    act(() => void router.navigate('/hr/dashboard'));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
