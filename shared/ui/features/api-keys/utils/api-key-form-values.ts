import type { ApiKey, createApiKey, EndpointBody, updateApiKey } from '../../../../contracts/index';
import { API_KEY_PERMISSIONS, type ApiKeyType, isDomainBound } from '../../../../domain/index';

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
  return { ...toEditableBody(values), type: values.type };
}

export function toUpdateBody(values: ApiKeyFormValues): EditableBody {
  return toEditableBody(values);
}
