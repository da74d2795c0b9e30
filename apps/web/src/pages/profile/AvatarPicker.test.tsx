import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvatarPicker } from './AvatarPicker';

function Harness({ initial = 'avatar-3' }: { initial?: string }) {
  const [avatar, setAvatar] = useState(initial);
  return (
    <>
      <AvatarPicker value={avatar} onChange={setAvatar} />
      <output data-testid="value">{avatar}</output>
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Change avatar' });
const dialog = () => screen.getByRole('dialog', { name: 'Choose your avatar' });
const radio = (n: number) => within(dialog()).getByRole('radio', { name: `Avatar ${n}` });
const value = () => screen.getByTestId('value').textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('avatar picker (SPEC §2 Edit profile)', () => {
  it('offers avatar-1 to avatar-16 in a modal, the current one checked and focused', async () => {
    render(<Harness />);
    expect(opener().getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.setup().click(opener());
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    const radios = within(dialog()).getAllByRole('radio');
    expect(radios).toHaveLength(16);
    expect(radios.map((r) => r.querySelector('img')?.getAttribute('src'))).toEqual(
      Array.from({ length: 16 }, (_, i) => `/avatars/avatar-${i + 1}.svg`),
    );
    expect(radios.filter((r) => r.getAttribute('aria-checked') === 'true')).toEqual([radio(3)]);
    expect(document.activeElement).toBe(radio(3));
    // One tab stop for the whole group.
    expect(radios.filter((r) => r.tabIndex === 0)).toEqual([radio(3)]);
  });

  it('moves with the arrow keys (four to a row), Home and End, and picks with Enter', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(opener());
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radio(4));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio(8));
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(document.activeElement).toBe(radio(3));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(radio(16));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radio(1));
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toBe(radio(10));
    expect(radio(10).tabIndex).toBe(0);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(value()).toBe('avatar-10');
  });

  it('keeps focus inside the modal with Tab', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(opener());
    await user.tab();
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(radio(3));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Close' }));
  });

  it('closes with Escape without a change', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(opener());
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(value()).toBe('avatar-3');
  });

  it('gives focus back to the button 250 ms after the modal closes', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<Harness />);
    fireEvent.click(opener());
    fireEvent.click(radio(7));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(value()).toBe('avatar-7');
    expect(document.activeElement).not.toBe(opener());
    act(() => {
      vi.advanceTimersByTime(249);
    });
    expect(document.activeElement).not.toBe(opener());
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.activeElement).toBe(opener());
  });

  it('gives focus back 250 ms after Escape too', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<Harness />);
    fireEvent.click(opener());
    fireEvent.keyDown(radio(3), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(249);
    });
    expect(document.activeElement).not.toBe(opener());
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.activeElement).toBe(opener());
  });

  it('shows anything but avatar-1 … avatar-16 as the anonymous avatar', () => {
    render(<Harness initial="avatar-17" />);
    expect(screen.getByRole('img', { name: 'Your avatar' }).getAttribute('src')).toBe('/avatars/anonymous.svg');
  });
});
