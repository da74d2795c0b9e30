/** SPEC §3 `player_type.value`, stored in `players.player_type`: 0 an honest player, 1 a marked cheater. */
export const PlayerType = { honest: 0, cheater: 1 } as const;
export type PlayerType = (typeof PlayerType)[keyof typeof PlayerType];
