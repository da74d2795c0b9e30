import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Notification } from '@ricebowl/contract';
import { GameNotification, type ShownNotification } from './GameNotification';

const levelUp: Notification = {
  size: 'small',
  title: 'Level up! You are now on level 3.',
  code: 'level_up',
  params: { level: 3 },
};
const badge: Notification = { size: 'large', title: 'You answered 10 in a row!', code: 'streak_10' };

function Harness({ notification }: { notification: Notification }) {
  const [shown, setShown] = useState<ShownNotification | null>({ key: 1, notification });
  return <GameNotification shown={shown} onDismiss={() => setShown(null)} />;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('GameNotification', () => {
  it('shows a small notification, translated, with a rice-bowl icon, and hides it after 5 s', async () => {
    const { container } = render(<Harness notification={{ ...levelUp, title: 'untranslated fallback' }} />);
    const note = screen.getByTestId('notification-small');
    expect(note.textContent).toContain('Level up! You are now on level 3.');
    expect(note.querySelector('svg')).toBeTruthy();
    expect(note.closest('[aria-live="polite"]')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(4999);
    expect(note.hasAttribute('data-leaving')).toBe(false);
    await advance(1);
    expect(note.hasAttribute('data-leaving')).toBe(true); // the 0.5 s leaving transition
    await advance(499);
    expect(screen.queryByTestId('notification-small')).toBeTruthy();
    await advance(1);
    expect(screen.queryByTestId('notification-small')).toBeNull();
    expect(container.textContent).not.toContain('Level up');
  });

  it('falls back to the server title for codes it cannot translate', () => {
    render(<Harness notification={{ size: 'small', title: 'Something new happened', code: 'brand_new' }} />);
    expect(screen.getByTestId('notification-small').textContent).toContain('Something new happened');
  });

  it('shows a large notification as a dialog that stays until closed, with the focus on it', async () => {
    const trigger = document.createElement('button');
    document.body.append(trigger);
    trigger.focus();
    render(<Harness notification={badge} />);
    const dialog = screen.getByRole('dialog', { name: 'Well done!' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('You answered 10 in a row!');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await advance(60_000);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(close);
    await advance(500);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(250);
    expect(document.activeElement).toBe(trigger);
    trigger.remove();
  });

  it('closes the large notification with Escape', async () => {
    render(<Harness notification={badge} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await advance(500);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
