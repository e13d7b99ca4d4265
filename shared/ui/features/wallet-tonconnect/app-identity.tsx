import { useState } from 'react';

interface AppIdentityProps {
  name: string;
  iconUrl: string;
  domain: string;
  /** A line under the name ("wants to connect to your wallet"). */
  caption?: string;
  size?: 'large' | 'small';
}

/**
 * Who is asking: the dApp's icon, name and — always — its domain (a name and an icon are easy to
 * copy, the domain is what tells the real app from its clone).
 */
export function AppIdentity({ name, iconUrl, domain, caption, size = 'large' }: AppIdentityProps) {
  const [isBroken, setBroken] = useState(false);
  const isHttp = /^https?:\/\//i.test(iconUrl);
  return (
    <div className={`ferry-tonconnect-app ferry-tonconnect-app-${size}`}>
      {isHttp && !isBroken ? (
        <img
          className="ferry-tonconnect-app-icon"
          src={iconUrl}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => setBroken(true)}
        />
      ) : (
        <span className="ferry-tonconnect-app-icon ferry-tonconnect-app-letter" aria-hidden="true">
          {name.trim().slice(0, 1).toUpperCase() || '?'}
        </span>
      )}
      <div className="ferry-tonconnect-app-text">
        <span className="ferry-tonconnect-app-name">{name}</span>
        <span className="ferry-tonconnect-app-domain">{domain}</span>
        {caption ? <span className="ferry-tonconnect-app-caption">{caption}</span> : null}
      </div>
    </div>
  );
}
