/** @logo-dna/sdk: the typed client of a Logo DNA server (auth, db, storage, ai, data, notifications, sharing, analytics, realtime). */

/** The wire types the SDK's calls answer with, under the names the SDK has always exported them by. */
export type {
  AiImageResponse as ImageResponse,
  AiMessage as ChatMessage,
  AiObjectResponse as ObjectResponse,
  AiPreviewResponse as PreviewResponse,
  AiSpeechResponse as SpeechResponse,
  AiTextResponse as TextResponse,
  AiTranscribeResponse as TranscriptionResponse,
  AiUsage as TokenUsage,
  EmailRequest as EmailParams,
  EmailResponse,
  FilterOperators,
  FilterValue,
  ScrapeResponse,
} from '@logo-dna/protocol';
export type {
  AiClient,
  ImageOptions,
  ModifyImageOptions,
  ObjectOptions,
  PreviewOptions,
  SpeechOptions,
  TextOptions,
  TranscribeOptions,
} from './ai/ai-client';
export type { StreamResult } from './ai/stream';
export type { AnalyticsClient, AnalyticsEvent } from './analytics/analytics-client';
export { CHANNELS, type Channel } from './analytics/attribution';
export type { AuthProvider, RedirectOptions, SignUpParams } from './auth/auth-actions';
export type { AuthClient, AuthMode, AuthOptions } from './auth/auth-client';
export type { RoleDefinition, RolesMap } from './auth/roles';
export type { AuthState, AuthStateListener } from './auth/session';
export type { AuthTokens, AuthUser } from './auth/tokens';
export { type ClientOptions, createClient, type LogoDnaClient } from './client';
export {
  AuthError,
  FeatureError,
  isAuthError,
  isLogoDnaError,
  isNetworkError,
  isRetryableError,
  isValidationError,
  LogoDnaError,
  type LogoDnaErrorKind,
  NetworkError,
  ValidationError,
} from './core/errors';
export type { KeyValueStorage, Timers, WebSocketFactory, WebSocketLike, WindowLike } from './core/runtime';
export type { DataClient, ProxyFetchRequest, ProxyFetchResponse, SearchOptions } from './data/data-client';
export type { BatchResponse, BatchStatement, DbClient, SqlResponse } from './db/db-client';
export type { OrderBy, Where } from './db/filter';
export type { ListOptions, TableClient, UpsertOptions, WriteOptions } from './db/table';
export type { NotificationsClient } from './notifications/notifications-client';
export type { ConnectionState } from './realtime/connection';
export type {
  PresenceUser,
  RealtimeChannel,
  RealtimeChannelState,
  RealtimeClient,
  RealtimeMessage,
  SubscribeOptions,
} from './realtime/realtime-client';
export type { SharingClient } from './sharing/sharing-client';
export type { DownloadResponse, StorageClient, UploadInput, UploadOptions, UploadResponse } from './storage/storage-client';
