import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldMessagesShown } from '../../../test/forms';
import type { AdminAdBody, AdminSponsorBody } from '@ricebowl/contract';
import { json, location, renderApp, signInAs, stubApi } from '../../../test/accounts-fixtures';
import { AS_ADMIN, ad, list, one, sponsor, validationFailed, preloadAdminArea } from '../test-fixtures';

vi.mock('../../game/GamePage', () => ({ GamePage: () => <p>Game screen</p> }));
beforeAll(preloadAdminArea, 60_000);

describe('admin: sponsors and their ads', () => {
  it('lists sponsors with their spending, and creates one with no budget limit', async () => {
    signInAs();
    let sent: AdminSponsorBody | null = null;
    stubApi([
      AS_ADMIN,
      [
        'GET',
        '/api/admin/sponsors',
        () => json(list('sponsors', [{ id: 's-1', ...sponsor() }, ...(sent ? [{ id: 's-2', ...sponsor(sent) }] : [])])),
      ],
      [
        'POST',
        '/api/admin/sponsors',
        (call) => {
          sent = call.body as AdminSponsorBody;
          return json(one('sponsors', 's-2', sponsor({ ...sent, spent_grains: 0 })));
        },
      ],
    ]);
    renderApp('/admin/sponsors');
    const table = await screen.findByRole('table', { name: 'Sponsors' });
    expect(within(table).getByRole('cell', { name: '2,340 of 100,000 grains spent' })).toBeTruthy();

    const form = screen.getByRole('form', { name: 'New sponsor' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Name'), 'Bowl Co');
    await user.clear(within(form).getByLabelText('Weight'));
    await user.type(within(form).getByLabelText('Weight'), '5');
    await user.click(within(form).getByRole('button', { name: 'New sponsor' }));
    expect(await screen.findByText(/Sponsor Bowl Co created/)).toBeTruthy();
    expect(sent).toEqual({ name: 'Bowl Co', weight: 5, budget_grains: null, active: true });
    await user.click(screen.getByRole('link', { name: 'Add the ads of Bowl Co' }));
    expect(location()).toBe('/admin/sponsors/s-2');
  });

  it('adds an image ad: alt text is required, and the server gets the image fields only', async () => {
    signInAs();
    const sent: AdminAdBody[] = [];
    stubApi([
      AS_ADMIN,
      [
        'GET',
        '/api/admin/sponsors',
        () => json(list('sponsors', [{ id: 's-1', ...sponsor({ ads: [ad('ad-1', { text: 'Rice for all' })] }) }])),
      ],
      [
        'POST',
        '/api/admin/sponsors/s-1/ads',
        (call) => {
          sent.push(call.body as AdminAdBody);
          return json(one('ads', 'ad-2', ad('ad-2', call.body as AdminAdBody).attributes));
        },
      ],
    ]);
    renderApp('/admin/sponsors/s-1');
    await screen.findByRole('heading', { level: 1, name: 'Good Grains Ltd' });
    expect(screen.getByRole('cell', { name: 'Rice for all' })).toBeTruthy();

    const form = screen.getByRole('form', { name: 'New ad' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Image'), '/uploads/abc.png');
    await user.clear(within(form).getByLabelText('Link'));
    await user.type(within(form).getByLabelText('Link'), 'https://grains.example.org/');
    await user.click(within(form).getByRole('button', { name: 'New ad' }));
    expect(fieldMessagesShown()).toEqual(['Alt text is required.']);
    expect(sent).toHaveLength(0);

    await user.type(within(form).getByLabelText('Alt text'), 'Good Grains: rice for every school');
    await user.click(within(form).getByRole('button', { name: 'New ad' }));
    expect(await screen.findByText('Ad created.')).toBeTruthy();
    expect(sent).toEqual([
      {
        kind: 'image',
        image_url: '/uploads/abc.png',
        alt: 'Good Grains: rice for every school',
        text: '',
        link: 'https://grains.example.org/',
        position: 1,
        active: true,
      },
    ]);
  });

  it("switches to a text ad and shows the server's message for a bad link", async () => {
    signInAs();
    stubApi([
      AS_ADMIN,
      ['GET', '/api/admin/sponsors', () => json(list('sponsors', [{ id: 's-1', ...sponsor() }]))],
      [
        'POST',
        '/api/admin/sponsors/s-1/ads',
        () => validationFailed({ link: ['The link must start with http:// or https://.'] }),
      ],
    ]);
    renderApp('/admin/sponsors/s-1');
    const form = await screen.findByRole('form', { name: 'New ad' });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Text');
    expect(within(form).queryByLabelText('Alt text')).toBeNull();
    await user.type(within(form).getByLabelText('Text'), 'Rice for all');
    await user.click(within(form).getByRole('button', { name: 'New ad' }));
    expect(await within(form).findByText('Please correct the form.')).toBeTruthy();
    const link = within(form).getByLabelText('Link');
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The link must start with http:// or https://.',
    );
  });
});
