import type { LoginResponse } from '@ferry/shared/contracts';
import { createFeatureApp, type FeatureApp } from '../../test-support/feature-app';
import { createVerificationModule, type VerificationModule } from './verification.module';
import type { VerificationPorts } from './verification-ports';

/** What the tests' stand-in ports saw: identity records and appeals handed to support. */
export interface PortLog {
  identities: Parameters<VerificationPorts['identities']['record']>[0][];
  appeals: Parameters<VerificationPorts['appeals']['deliver']>[0][];
}

export interface VerificationTestApp extends FeatureApp {
  ports: PortLog;
  module: VerificationModule;
  /** A signed-in user and the profile their calls act on. */
  user(): Promise<{ login: LoginResponse; profileId: string }>;
}

/** The verification module alone over a test database, with ports that record what they get. */
export async function createVerificationTestApp(
  nowMs: () => number,
  environment: Record<string, string> = {},
  provider: Parameters<typeof createVerificationModule>[2] = {},
): Promise<VerificationTestApp> {
  const log: PortLog = { identities: [], appeals: [] };
  const ports: VerificationPorts = {
    identities: {
      record: async (input) => {
        log.identities.push(input);
      },
    },
    appeals: {
      deliver: async (appeal) => {
        log.appeals.push(appeal);
      },
    },
  };
  let module: VerificationModule | undefined;
  const app = await createFeatureApp(
    (context) => {
      module = createVerificationModule(context, ports, provider);
      return module;
    },
    { nowMs, environment },
  );
  if (!module) throw new Error('The verification module was not mounted');
  return {
    ...app,
    ports: log,
    module,
    async user() {
      const login = await app.signIn();
      return { login, profileId: login.profiles_id[0] as string };
    },
  };
}
