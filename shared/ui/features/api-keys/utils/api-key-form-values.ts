import type {
  ApiKey,
  ApiKeySignatureScheme,
  createApiKey,
  EndpointBody,
  updateApiKey,
} from '@ferry/shared/contracts';
import { API_KEY_PERMISSIONS, type ApiKeyType, isDomainBound } from '@ferry/shared/domain';

/** What the key form edits; permissions are the switched-on names of the chosen type. */
export interface ApiKeyFormValues {
  name: string;
  type: ApiKeyType;
  permissions: string[];
  ipAddresses: string;
  domain: string;
  isTestMode: boolean;
  isAdvanced: boolean;
  isWhiteLabel: boolean;
  /** Chosen on create only, like the type. */
  signatureScheme: ApiKeySignatureScheme;
  /** The merchant's Ed25519 public key as pasted (hex, base64 or PEM); sent for `ed25519` only. */
  ed25519PublicKey: string;
}

export const NEW_KEY_VALUES: ApiKeyFormValues = {
  name: '',
  type: 'exchanger',
  permissions: [],
  ipAddresses: '',
  domain: '',
  isTestMode: false,
  isAdvanced: false,
  isWhiteLabel: false,
  signatureScheme: 'hmac-sha256',
  ed25519PublicKey: '',
};

export function toFormValues(key: ApiKey): ApiKeyFormValues {
  return {
    name: key.name,
    type: key.type,
    permissions: [...key.permissions],
    ipAddresses: key.ip_addresses.join(', '),
    domain: key.domain ?? '',
    isTestMode: key.is_test_mode,
    isAdvanced: key.is_advanced,
    isWhiteLabel: key.is_white_label,
    signatureScheme: key.signature_scheme,
    ed25519PublicKey: key.ed25519_public_key ?? '',
  };
}

/** Only the type's own switches are sent (a type change leaves the others behind). */
function permissionsOfType(values: ApiKeyFormValues): string[] {
  const allowed: readonly string[] = API_KEY_PERMISSIONS[values.type];
  return values.permissions.filter((permission) => allowed.includes(permission));
}

type EditableBody = Exclude<EndpointBody<typeof updateApiKey>, undefined>;

function toEditableBody(values: ApiKeyFormValues): Required<EditableBody> {
  const domain = values.domain.trim();
  return {
    name: values.name.trim(),
    permissions: permissionsOfType(values) as Required<EditableBody>['permissions'],
    ip_addresses: values.ipAddresses.trim(),
    domain: isDomainBound(values.type) && domain ? domain : null,
    is_test_mode: values.isTestMode,
    is_advanced: values.isAdvanced,
    is_white_label: values.isWhiteLabel,
  };
}

export function toCreateBody(values: ApiKeyFormValues): EndpointBody<typeof createApiKey> {
  const isEd25519 = values.signatureScheme === 'ed25519';
  return {
    ...toEditableBody(values),
    type: values.type,
    signature_scheme: values.signatureScheme,
    ed25519_public_key: isEd25519 ? values.ed25519PublicKey.trim() : null,
  };
}

export function toUpdateBody(values: ApiKeyFormValues): EditableBody {
  return toEditableBody(values);
}
