import { hasClaimedWithTonWallet } from './features/deposits/ton/ton-wallet-claims';
import { createFarmModule } from './features/farm/farm.module';
import { createVerifiedPersonKeys } from './features/verification/verified-person-key';
import { hasSentFromTonWallet } from './features/wallet-transfers/wallet-use';
import type { LevelSource } from './level-limits/level-source-port';
import type { AppModule, ModuleContext } from './module-context/module-context';

/**
 * The farm with its ports: the level and the verified person from verification, a TON wallet the
 * user holds from wallet-transfers (a self-custody transfer) and deposits (a claim it signed).
 */
export function createComposedFarmModule(context: ModuleContext, levelSource: LevelSource): AppModule {
  return createFarmModule(context, {
    levelOf: (db, profileId) => levelSource.levelOf(db, profileId),
    personKeyOf: createVerifiedPersonKeys(),
    hasUsedTonWallet: async (db, userId) =>
      (await hasSentFromTonWallet(db, userId)) || (await hasClaimedWithTonWallet(db, userId)),
  });
}
