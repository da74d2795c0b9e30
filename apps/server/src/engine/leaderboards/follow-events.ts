import type { DomainEvent } from '../../platform/events/domain-events.js';
import type { EventPublisher } from '../../platform/events/publisher.js';
import type { Leaderboards } from './service.js';

/**
 * The shared leaderboards follow the domain events (ADR 021): no writer calls them. Each event
 * goes to the method that applies it to the Redis sorted sets (a no-op without Redis).
 */
export function followEvents(events: EventPublisher, leaderboards: Leaderboards): void {
  events.subscribe((event) => applyEvent(leaderboards, event));
}

function applyEvent(leaderboards: Leaderboards, event: DomainEvent): Promise<void> {
  switch (event.type) {
    case 'answer-credited':
      return leaderboards.answered(event.userId, event.playerRice, event.groups);
    case 'player-total-changed':
      return leaderboards.playerChanged(event.userId);
    case 'player-flagged':
      return leaderboards.playerFlagged(event.userId);
    case 'player-cleared':
      return leaderboards.playerCleared(event.userId);
    case 'group-created':
      return leaderboards.groupCreated(event.groupId);
    case 'member-joined':
      return leaderboards.memberJoined(event.groupId, event.userId);
    case 'member-left':
      return leaderboards.memberLeft(event.groupId, event.userId);
    case 'group-removed':
      return leaderboards.groupRemoved(event.groupId);
  }
}
