import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LevelsPage } from './LevelsPage';
import {
  LEVELS,
  SERVER_ERROR,
  collection,
  dataLayerEvents,
  json,
  renderScreen,
  stubEngine,
} from '../categories/test-utils';

function renderLevels() {
  return renderScreen(<LevelsPage />, { path: '/levels', url: '/levels' });
}

async function levelRadios() {
  const group = await screen.findByRole('group', { name: 'Choose a difficulty level' });
  return within(group).getAllByRole<HTMLInputElement>('radio');
}

function radio(name: string) {
  return screen.getByRole<HTMLInputElement>('radio', { name });
}

afterEach(() => {
  delete window.dataLayer;
});

describe('levels screen', () => {
  it('offers the five levels as a radio group, labelled Easiest to Hardest', async () => {
    stubEngine();
    renderLevels();

    expect(screen.getByRole('status').textContent).toBe('Loading levels…');
    const radios = await levelRadios();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Difficulty');
    expect(radios.map((r) => r.labels?.[0]?.textContent)).toEqual(['Easiest', 'Easier', 'Normal', 'Harder', 'Hardest']);
    expect(radios.map((r) => r.value)).toEqual(['1', '2', '3', '4', '5']);
    // The default category (multiplication-table) goes up to 5: everything can be chosen.
    expect(radios.every((r) => !r.disabled)).toBe(true);
    expect(screen.queryByText(/goes up to/)).toBeNull();
  });

  it('names levels from the catalogue by machine name, and falls back to the API label', async () => {
    const levels = [...LEVELS]
      .reverse()
      .map((level) =>
        level.machine_name === 'normal'
          ? { ...level, label: 'Medium' }
          : level.machine_name === 'hardest'
            ? { ...level, machine_name: 'expert', label: 'Expert' }
            : level,
      );
    stubEngine({ levels: () => json(collection('levels', levels)) });
    renderLevels();

    const radios = await levelRadios();
    // Sorted by level number whatever the API order; 'normal' comes from the catalogue, 'expert' is unknown to it.
    expect(radios.map((r) => r.labels?.[0]?.textContent)).toEqual(['Easiest', 'Easier', 'Normal', 'Harder', 'Expert']);
  });

  it('disables the levels above the current category maximum and says why', async () => {
    localStorage.setItem('category', 'basic-math');
    stubEngine();
    renderLevels();

    const radios = await levelRadios();
    expect(radios.map((r) => r.disabled)).toEqual([false, false, false, true, true]);
    expect(screen.getByText('Basic Math goes up to Normal. Harder levels are not available for it.')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(radio('Hardest'));
    expect(radio('Hardest').checked).toBe(false);
    expect(radio('Easiest').checked).toBe(true);
  });

  it('preselects the stored level', async () => {
    localStorage.setItem('level', '2');
    stubEngine();
    renderLevels();

    const radios = await levelRadios();
    expect(radios.filter((r) => r.checked).map((r) => r.value)).toEqual(['2']);
  });

  it('preselects the stored level clamped to the category maximum', async () => {
    localStorage.setItem('category', 'world-capitals');
    localStorage.setItem('level', '5');
    stubEngine();
    renderLevels();

    const radios = await levelRadios();
    expect(radios.filter((r) => r.checked).map((r) => r.value)).toEqual(['2']);
  });

  it('preselects level 1 when nothing is stored', async () => {
    stubEngine();
    renderLevels();

    expect((await levelRadios()).filter((r) => r.checked).map((r) => r.value)).toEqual(['1']);
  });

  it('sets the chosen level and goes back to the game at /?level=n', async () => {
    localStorage.setItem('level', '2');
    stubEngine();
    renderLevels();
    await levelRadios();
    const user = userEvent.setup();

    await user.click(radio('Harder'));
    expect(radio('Harder').checked).toBe(true);
    expect(localStorage.getItem('level')).toBe('2');

    const back = screen.getByRole('button', { name: 'Set level and back to game' });
    expect(back.textContent).toBe('Set level and back to game');
    await user.click(back);

    expect(screen.getByTestId('location').textContent).toBe('/?level=4');
    expect(localStorage.getItem('level')).toBe('4');
    expect(dataLayerEvents()).toEqual([{ event: 'difficulty_level_set', level: 4 }]);
  });

  it('can be used from the keyboard alone', async () => {
    // user-event walks radio groups with CSS.escape, which jsdom lacks.
    if (typeof CSS === 'undefined')
      vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
    stubEngine();
    renderLevels();
    await levelRadios();
    const user = userEvent.setup();

    await user.tab();
    expect(document.activeElement).toBe(radio('Easiest'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(radio('Normal').checked).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Set level and back to game' }));
    await user.keyboard('{Enter}');

    expect(screen.getByTestId('location').textContent).toBe('/?level=3');
    expect(localStorage.getItem('level')).toBe('3');
  });

  it('shows an error with a retry button when the levels cannot be loaded', async () => {
    let calls = 0;
    stubEngine({
      levels: () => {
        calls += 1;
        return calls === 1 ? json(SERVER_ERROR, 500) : json(collection('levels', LEVELS));
      },
    });
    renderLevels();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The levels could not be loaded.');
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await levelRadios()).toHaveLength(5);
    expect(calls).toBe(2);
  });
});
