import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Address, beginCell, external, type MessageRelaxed, SendMode, storeMessage } from '@ton/core';
import { type KeyPair, mnemonicNew, mnemonicToPrivateKey, mnemonicValidate } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';

/** The relay's own W5 wallet: it pays the TON of the transfers it carries. */
export interface RelayWallet {
  address: Address;
  /** The relay's signed external message carrying `messages`, with its state init while undeployed. */
  external(input: {
    seqno: number;
    validUntil: number;
    messages: MessageRelaxed[];
    isDeployed: boolean;
  }): Buffer;
}

/**
 * The relay's key: GASLESS_RELAY_MNEMONIC when set, else words generated once and kept in
 * `<dataDir>/gasless-relay.json` (readable by the server's user only) so the relay keeps its
 * address and balance across restarts of the local chain.
 */
export async function loadRelayKey(input: {
  mnemonic: string | undefined;
  dataDir: string;
}): Promise<KeyPair> {
  if (input.mnemonic) {
    const words = input.mnemonic.trim().split(/\s+/);
    if (!(await mnemonicValidate(words)))
      throw new Error('GASLESS_RELAY_MNEMONIC is not a valid TON mnemonic');
    return mnemonicToPrivateKey(words);
  }
  const file = path.join(input.dataDir, 'gasless-relay.json');
  const saved = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as { words: string[] },
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    },
  );
  if (saved) return mnemonicToPrivateKey(saved.words);
  const words = await mnemonicNew(24);
  await mkdir(input.dataDir, { recursive: true });
  const temporary = `${file}.tmp`;
  await writeFile(temporary, JSON.stringify({ words }), { mode: 0o600 });
  await rename(temporary, file);
  return mnemonicToPrivateKey(words);
}

export function createRelayWallet(key: KeyPair): RelayWallet {
  const contract = WalletContractV5R1.create({ workchain: 0, publicKey: key.publicKey });
  return {
    address: contract.address,
    external({ seqno, validUntil, messages, isDeployed }) {
      const body = contract.createTransfer({
        seqno,
        secretKey: key.secretKey,
        messages,
        sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
        timeout: validUntil,
      });
      const message = external({ to: contract.address, init: isDeployed ? undefined : contract.init, body });
      return beginCell().store(storeMessage(message)).endCell().toBoc();
    },
  };
}
