import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAnnouncementBody, AdminNoticeBody } from '@ricebowl/contract';
import { json, renderApp, signInAs, stubApi } from '../../../test/accounts-fixtures';
import { AS_ADMIN, list, one, preloadAdminArea } from '../test-fixtures';

vi.mock('../../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));
beforeAll(preloadAdminArea, 60_000);

const announcement = {
  id: 'a-1',
  title: 'New subjects',
  summary: 'Twelve more',
  image: '',
  call_to_action: '/categories',
  call_to_action_label: 'See them',
  date: '2026-11-01T10:00:00.000Z',
  expiration_date: '2027-01-01T10:00:00.000Z',
};
const notice = {
  id: 'n-1',
  title: 'Join us',
  body: 'Play for the harvest',
  button_link: '/challenges',
  button_text: 'Join',
  active: true,
  created_at: '2026-11-01T10:00:00.000Z',
};

function routes(sent: { announcement?: AdminAnnouncementBody; notice?: AdminNoticeBody }) {
  return stubApi([
    AS_ADMIN,
    ['GET', '/api/admin/announcements', () => json(list('announcements', [announcement]))],
    ['GET', '/api/admin/notices', () => json(list('eye-catchers', [notice]))],
    [
      'POST',
      '/api/admin/announcements',
      (call) => {
        sent.announcement = call.body as AdminAnnouncementBody;
        return json(one('announcements', 'a-2', sent.announcement));
      },
    ],
    [
      'PUT',
      '/api/admin/notices/n-1',
      (call) => {
        sent.notice = call.body as AdminNoticeBody;
        return json(one('eye-catchers', 'n-1', { ...notice, ...sent.notice }));
      },
    ],
    ['DELETE', '/api/admin/announcements/a-1', () => json({ message: 'Deleted' })],
  ]);
}

describe('admin: announcements and notices', () => {
  it('creates an announcement with its period as ISO times', async () => {
    signInAs();
    const sent: { announcement?: AdminAnnouncementBody } = {};
    routes(sent);
    renderApp('/admin/announcements');
    const section = await screen.findByRole('region', { name: 'Announcements' });
    await within(section).findByRole('cell', { name: /2026/ });
    const form = within(section).getByRole('form', { name: 'New announcement' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Title'), 'Harvest news');
    await user.type(within(form).getByLabelText('Summary'), 'The bowl is full');
    await user.clear(within(form).getByLabelText('Shown from'));
    await user.type(within(form).getByLabelText('Shown from'), '2026-12-01T08:00');
    await user.clear(within(form).getByLabelText('Expires'));
    await user.type(within(form).getByLabelText('Expires'), '2026-12-15T08:00');
    await user.type(within(form).getByLabelText('Call-to-action link'), '/challenges');
    await user.click(within(form).getByRole('button', { name: 'New announcement' }));
    expect(await within(section).findByText('Announcement created.')).toBeTruthy();
    expect(sent.announcement).toEqual({
      title: 'Harvest news',
      summary: 'The bowl is full',
      image: '',
      call_to_action: '/challenges',
      call_to_action_label: '',
      date: new Date('2026-12-01T08:00').toISOString(),
      expiration_date: new Date('2026-12-15T08:00').toISOString(),
    });
  });

  it('deletes an announcement only after confirming', async () => {
    signInAs();
    const api = routes({});
    renderApp('/admin/announcements');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete New subjects' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.find('DELETE', '/api/admin/announcements/a-1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete New subjects' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted.')).toBeTruthy();
    expect(api.find('DELETE', '/api/admin/announcements/a-1')).toHaveLength(1);
  });

  it('edits a notice: the form fills with it, and unticking Active deactivates it', async () => {
    signInAs();
    const sent: { notice?: AdminNoticeBody } = {};
    routes(sent);
    renderApp('/admin/announcements');
    const section = await screen.findByRole('region', { name: 'Eye-catcher notices' });
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Edit Join us' }));
    const form = within(section).getByRole('form', { name: 'Edit Join us' });
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Text').value).toBe('Play for the harvest');
    const active = within(form).getByRole('checkbox', { name: 'Active' });
    expect((active as HTMLInputElement).checked).toBe(true);
    // The check box answers the keyboard.
    active.focus();
    await user.keyboard(' ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Saved.')).toBeTruthy();
    expect(sent.notice).toEqual({
      title: 'Join us',
      body: 'Play for the harvest',
      button_link: '/challenges',
      button_text: 'Join',
      active: false,
    });
  });
});
