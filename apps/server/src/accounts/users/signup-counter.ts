/**
 * Sign-ups per address within the last hour, for CAPTCHA=auto. Kept in this process; with several
 * processes each counts its own share, which only makes the captcha appear a little later.
 */
export class SignupCounter {
  private readonly times = new Map<string, number[]>();

  constructor(private readonly windowMs = 60 * 60_000) {}

  recent(address: string, now: number): number {
    const kept = (this.times.get(address) ?? []).filter((t) => t > now - this.windowMs);
    if (kept.length) this.times.set(address, kept);
    else this.times.delete(address);
    return kept.length;
  }

  add(address: string, now: number): void {
    this.times.set(address, [...(this.times.get(address) ?? []), now]);
    if (this.times.size > 100_000) this.times.clear(); // bounded memory under a flood
  }
}
