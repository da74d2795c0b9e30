import { screen, within } from '@testing-library/react';

/** The messages shown under a field, found through its aria-describedby. */
export function fieldMessages(field: HTMLElement): string[] {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.flatMap((id) =>
    [...(document.getElementById(id)?.querySelectorAll('li') ?? [])].map((li) => li.textContent ?? ''),
  );
}

/** Every message under the form's invalid fields, in screen order. */
export function fieldMessagesShown(): string[] {
  // The captcha is a group of its own, described by its messages when it has some.
  const fields = document.querySelectorAll<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby]');
  return [...fields].flatMap(fieldMessages);
}

/** The fields the error summary names, in screen order. */
export function summaryFields(): string[] {
  return within(screen.getByTestId('error-summary'))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** How many times a text is on the page, as a whole element's text. */
export function timesShown(text: string): number {
  return screen.queryAllByText(text).length;
}
