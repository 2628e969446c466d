import { pick } from './operations';
import type { RequestBudget, Shopper, World } from './world';

/**
 * Which shoppers the operations of one concurrent batch use. Keyed orders may share a
 * shopper (two tabs of one account ordering at once is part of the game); a keyless
 * operation has its shopper's cart and cards to itself, so what the database holds
 * after each of its bursts is that burst's own doing.
 */
export class BatchShoppers {
  private readonly alone = new Set<number>();
  private readonly shared = new Set<number>();

  constructor(
    private readonly world: World,
    private readonly random: () => number,
  ) {}

  /**
   * A shopper for one operation, with `needs` taken from its rate budget (the operation
   * gives back what it does not send), among those `which` accepts (whose card suits the
   * operation); undefined when no shopper is free with that budget.
   */
  take(
    mode: 'alone' | 'shared',
    needs: Partial<RequestBudget>,
    which: (shopper: Shopper) => boolean = () => true,
  ): Shopper | undefined {
    const orders = needs.orders ?? 0;
    const cardAdds = needs.cardAdds ?? 0;
    const free = this.world.shoppers.filter(
      (s) =>
        !this.alone.has(s.id) &&
        (mode === 'shared' || !this.shared.has(s.id)) &&
        s.budget.orders >= orders &&
        s.budget.cardAdds >= cardAdds &&
        which(s),
    );
    const shopper = pick(this.random, free);
    if (!shopper) return undefined;
    (mode === 'alone' ? this.alone : this.shared).add(shopper.id);
    shopper.budget.orders -= orders;
    shopper.budget.cardAdds -= cardAdds;
    return shopper;
  }
}
