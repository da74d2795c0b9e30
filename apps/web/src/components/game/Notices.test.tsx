import { describe, expect, it } from 'vitest';
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '../../state/storage';
import { Notices, useWelcomeNotice, type Notice } from './Notices';

const promo: Notice = {
  id: 'promo-7',
  title: 'Join a group',
  body: 'Play together with your class.',
  button_link: '/groups',
  button_text: 'See groups',
};

function welcome(): Notice {
  return renderHook(() => useWelcomeNotice()).result.current;
}

describe('Notices', () => {
  it('welcomes first-time visitors with what each correct answer does', () => {
    render(<Notices notices={[welcome()]} />);
    expect(screen.getByRole('heading', { name: 'Welcome to Ricebowl!' })).toBeTruthy();
    expect(screen.getByText(/Every correct answer donates 10 grains of rice/).textContent).toMatch(
      /paid for by our sponsors/,
    );
  });

  it('remembers a closed notice per id and keeps the others', () => {
    const notices = [welcome(), promo];
    const { unmount } = render(<Notices notices={notices} />);
    expect(screen.getByRole('link', { name: 'See groups' }).getAttribute('href')).toBe('/groups');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice: Welcome to Ricebowl!' }));
    expect(screen.queryByRole('heading', { name: 'Welcome to Ricebowl!' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.closedNotices) ?? '[]')).toEqual(['welcome']);
    unmount();

    render(<Notices notices={notices} />);
    expect(screen.queryByRole('heading', { name: 'Welcome to Ricebowl!' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Join a group' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice: Join a group' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.closedNotices) ?? '[]')).toEqual(['welcome', 'promo-7']);
    expect(screen.queryByRole('region', { name: 'Notices' })).toBeNull();
  });

  it('never renders an unsafe button link from an API', () => {
    render(<Notices notices={[{ ...promo, button_link: 'javascript:alert(1)' }]} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
