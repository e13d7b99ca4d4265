import type { IncomingHttpHeaders } from 'node:http';
import type { FakeSumsubWebhookOptions, FakeWebhookDelivery } from './fake-sumsub-webhooks';

/** What a test gives the local Sumsub and reads back from it. */

export interface FakeSumsubOptions {
  appToken: string;
  secretKey: string;
  webhook?: FakeSumsubWebhookOptions;
}

export interface FakeReviewResult {
  reviewAnswer: 'GREEN' | 'RED';
  rejectLabels?: string[];
  reviewRejectType?: 'FINAL' | 'RETRY';
  moderationComment?: string;
  clientComment?: string;
}

/** An identity document as the applicant uploads it on Sumsub's page and Sumsub recognises it. */
export interface FakeIdentityDocument {
  idDocType: 'PASSPORT' | 'ID_CARD' | 'DRIVERS' | 'RESIDENCE_PERMIT';
  /** Alpha-3, as Sumsub writes countries. */
  country: string;
  firstName: string;
  /** The Latin spelling Sumsub adds when the document's own is in another script. */
  firstNameEn?: string;
  lastName: string;
  lastNameEn?: string;
  /** YYYY-MM-DD. */
  dob: string;
  number: string;
}

export interface FakeApplicant {
  id: string;
  externalUserId: string;
  levelName: string;
  inspectionId: string;
  createdAt: string;
  reviewStatus: 'init' | 'pending' | 'completed';
  reviewResult: FakeReviewResult | undefined;
  isDeactivated: boolean;
  /** The identity document recognised from the applicant's upload; none until they upload one. */
  document: FakeIdentityDocument | undefined;
}

/** A request as it arrived: its raw bytes and whether its signature held by the fake's own rule. */
export interface FakeSumsubRequest {
  method: string;
  /** The path with its query, byte for byte as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  isSignatureValid: boolean;
  status: number;
}

export interface FakeSumsub {
  url: string;
  requests: FakeSumsubRequest[];
  applicants: Map<string, FakeApplicant>;
  /** SDK tokens minted, newest last. */
  tokens: { token: string; userId: string; levelName: string; ttlInSecs: number }[];
  deliveries: FakeWebhookDelivery[];
  /** Plays the applicant uploading `document` on Sumsub's page; the applicant's `info` then names them. */
  uploadIdentityDocument(applicantId: string, document: FakeIdentityDocument): void;
  /** Changes how webhooks are sent from now on. */
  configureWebhook(options: FakeSumsubWebhookOptions | undefined): void;
  /** Sends the held webhooks, newest first. */
  releaseWebhooks(): Promise<void>;
  /** Resolves when every webhook that is due or delayed has been sent. */
  settled(): Promise<void>;
  close(): Promise<void>;
}
