/**
 * Competition ranks for one page of a leaderboard sorted by grains, descending: equal grains share
 * a rank, the next rank skips. `firstRank` is the rank of the page's first row (1 + the number
 * of entries with more grains), so a page never needs the rows before it.
 */
export function rankPage<T extends { rice: number }>(
  rows: T[],
  offset: number,
  firstRank: number,
): (T & { rank: number })[] {
  let rank = firstRank;
  return rows.map((row, i) => {
    if (i > 0 && row.rice !== rows[i - 1]!.rice) rank = offset + i + 1;
    return { ...row, rank };
  });
}
