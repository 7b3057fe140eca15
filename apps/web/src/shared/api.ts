/**
 * The calls the page makes (spec §7 "Product use of the calls"), as one small port. The real
 * implementation wraps `@logo-dna/sdk` (client.ts); component tests pass their own.
 */
import type {
  ContactDetails,
  CreatePollRequest,
  CreatePollResponse,
  GenerationBrief,
  LogoSystemRecord,
  OwnerPoll,
  PollCommentResponse,
  PollEvent,
  PollStatus,
  PollVoteResponse,
  PublicPoll,
} from '@logo-dna/protocol';

/** The subset of a JSON Schema the page sends with object generation. */
export interface JsonSchema {
  type: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  description?: string;
  minItems?: number;
  maxItems?: number;
}

export interface GenerateObjectParams {
  prompt: string;
  schema: JsonSchema;
  brief: GenerationBrief;
  /** Aborts the request (the user cancelled, or it ran past its time limit). */
  signal?: AbortSignal;
}

export interface GenerateImageParams {
  prompt: string;
  n: number;
  brief: GenerationBrief;
  signal?: AbortSignal;
}

/** One generated image: a PNG URL and, from the builtin engine, the SVG it was rendered from. */
export interface GeneratedImage {
  url: string;
  svgUrl?: string;
  /** The lockup this image is, when the server says (primary, monochrome, horizontal, stacked). */
  role?: string;
}

export interface PreviewLogoParams {
  /** The brief of one direction: its designer, seed and variant decide the design. */
  brief: GenerationBrief;
  signal?: AbortSignal;
}

/** A direction's primary logo as SVG text: the same design `generateImage` makes for the same brief. */
export interface LogoPreview {
  svg: string;
  /** The light ground (hex) the logo is drawn for; the thumbnail paints it behind the logo, in night mode too. */
  ground: string;
}

export interface AuthUser {
  id: string;
  email: string;
  displayName?: string;
}

/** Spec §4 auth state: not authenticated, loading, authenticated. */
export type AuthSnapshot =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: AuthUser };

export type LogoSystemPatch = Partial<Omit<LogoSystemRecord, 'id' | 'userId' | 'createdAt'>>;

/** One page of a list: `limit` rows from `offset`, newest first. */
export interface PageParams {
  offset: number;
  limit: number;
}

export interface Page<T> {
  items: T[];
  /** Rows in the whole list, for "12 of 30" and version numbers. */
  total: number;
}

/** One save of a logo system (table logo_system_versions): the record as it was saved. */
export interface LogoSystemVersion {
  id: string;
  systemId: string;
  userId: string;
  record: LogoSystemRecord;
  thumbnailUrl: string;
  /** The version this one restored, when a restore made it. */
  restoredFrom: string | null;
  createdAt: string;
}

/** Options of a save: a save made by restoring a version names it, and the version the save records says so. */
export interface SaveOptions {
  restoredFrom?: string;
}

/** How far a brand-kit export is: the server building the zip, then its bytes arriving. */
export type KitExportProgress = { phase: 'building' } | { phase: 'downloading'; loaded: number; total: number | null };

export interface ExportBrandKitOptions {
  onProgress?: (progress: KitExportProgress) => void;
  signal?: AbortSignal;
  /** The owner's details the collateral prints; none, the brand alone. */
  contact?: ContactDetails;
}

/** A refused call: its HTTP status and the server's error code (POLL_CLOSED, RATE_LIMITED, …) beside the message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds the server asked to wait (429), when it said. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Shared shortlist polls (packages/protocol sharing.ts): the owner's calls, then a visitor's (no account). */
export interface SharingApi {
  createPoll(request: CreatePollRequest): Promise<CreatePollResponse>;
  getPoll(pollId: string): Promise<OwnerPoll>;
  setPollStatus(pollId: string, status: PollStatus): Promise<OwnerPoll>;
  /** Turns the link off for good. */
  revokePoll(pollId: string): Promise<void>;
  /** Follows the poll's votes and comments on the owner's realtime channel; returns the stop. */
  followPoll(channel: string, onEvent: (event: PollEvent) => void): () => void;
  getPublicPoll(token: string): Promise<PublicPoll>;
  vote(token: string, entryId: string): Promise<PollVoteResponse>;
  /** A comment, signed with `name` when one is given. */
  comment(token: string, text: string, name?: string): Promise<PollCommentResponse>;
}

export interface LogoDnaApi {
  /** Shared shortlist polls; optional so a server without them hides the Share button. */
  sharing?: SharingApi;
  generateObject<T>(params: GenerateObjectParams): Promise<T>;
  generateImage(params: GenerateImageParams): Promise<GeneratedImage[]>;
  /** Saves a new system; the server records its first version with it (one transaction). */
  createLogoSystem(record: LogoSystemRecord, options?: SaveOptions): Promise<LogoSystemRecord>;
  /** Saves a change; the server records it as a version with it (one transaction), unless only the title changed. */
  updateLogoSystem(id: string, patch: LogoSystemPatch, options?: SaveOptions): Promise<LogoSystemRecord>;
  /** A page of the signed-in user's saved systems, the latest saved first. */
  listLogoSystems(userId: string, page?: PageParams): Promise<Page<LogoSystemRecord>>;
  /** Sets the name My logo systems shows; not a new version (the design is unchanged). */
  renameLogoSystem(id: string, title: string): Promise<LogoSystemRecord>;
  /** Deletes a system with its versions and the generated images only it shows. */
  deleteLogoSystem(id: string): Promise<void>;
  /** A page of one system's versions, newest first. */
  listLogoSystemVersions(systemId: string, page: PageParams): Promise<Page<LogoSystemVersion>>;
  /** Fetches a file (image or kit) as bytes for a download. */
  fetchFile(url: string): Promise<Blob>;
  /** Draws one direction's primary logo (the gallery); optional so a server without previews hides the gallery. */
  previewLogo?(params: PreviewLogoParams): Promise<LogoPreview>;
  /** Builds the brand kit (.zip) of a generation brief; optional so a server without kits falls back to the PNG. */
  exportBrandKit?(brief: GenerationBrief, options?: ExportBrandKitOptions): Promise<Blob>;
  auth: {
    /** Calls back with the current state at once and on every change; returns the unsubscribe. */
    subscribe(listener: (snapshot: AuthSnapshot) => void): () => void;
    /** Managed mode: goes to the hosted sign-in page, which returns here with a session. */
    signIn(): void;
    signOut(): Promise<void>;
  };
}
