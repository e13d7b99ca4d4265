import { type Address, beginCell, loadShardAccount, storeShardAccount } from '@ton/core';
import { type Blockchain, type BlockchainStorage, SmartContract } from '@ton/sandbox';

/**
 * Storage for the emulation chain: each account is copied from the live chain the first time the
 * emulation touches it, so an emulation costs only the accounts it reads (not a snapshot of the
 * whole chain) and never changes live state. Cleared before every emulation.
 */
export class CopyOnReadStorage implements BlockchainStorage {
  private readonly contracts = new Map<string, SmartContract>();

  constructor(private readonly source: Blockchain) {}

  async getContract(blockchain: Blockchain, address: Address): Promise<SmartContract> {
    const key = address.toRawString();
    const known = this.contracts.get(key);
    if (known) return known;
    const live = await this.source.getContract(address);
    // A deep copy through the cell form: the emulation must not share objects with live state.
    const copy = loadShardAccount(beginCell().store(storeShardAccount(live.account)).endCell().beginParse());
    const contract = new SmartContract(copy, blockchain);
    this.contracts.set(key, contract);
    return contract;
  }

  knownContracts(): SmartContract[] {
    return [...this.contracts.values()];
  }

  clearKnownContracts(): void {
    this.contracts.clear();
  }
}
