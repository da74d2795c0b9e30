/** Analytics events pushed to the page's data layer (SPEC §7), for whatever tag manager an operator adds. */
export type AnalyticsEvent =
  | { event: 'game_start'; category: string; level: number }
  | { event: 'answer_given'; correct: boolean; grains: number }
  | { event: 'difficulty_level_set'; level: number }
  | { event: 'change_category'; category: string }
  | { event: 'login' }
  | { event: 'signup' }
  | { event: 'new_group_created' }
  | { event: 'group_joined' }
  | { event: 'group_left' };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(event: AnalyticsEvent): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
