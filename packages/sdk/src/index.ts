/** @logo-dna/sdk: the typed client of a Logo DNA server (auth, db, storage, ai, data, notifications, sharing, analytics, realtime). */
export type {
  AiClient,
  ImageOptions,
  ImageResponse,
  ModifyImageOptions,
  ObjectOptions,
  ObjectResponse,
  PreviewOptions,
  PreviewResponse,
  SpeechOptions,
  SpeechResponse,
  TextOptions,
  TextResponse,
  TranscribeOptions,
  TranscriptionResponse,
} from './ai/ai-client';
export type { StreamResult, TokenUsage } from './ai/stream';
export type { ChatMessage } from './ai/validate';
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
export type { DataClient, ProxyFetchRequest, ProxyFetchResponse, ScrapeResponse, SearchOptions } from './data/data-client';
export type { BatchResponse, BatchStatement, DbClient, SqlResponse } from './db/db-client';
export type { FilterOperators, FilterValue, OrderBy, Where } from './db/filter';
export type { ListOptions, TableClient, UpsertOptions, WriteOptions } from './db/table';
export type { EmailParams, EmailResponse, NotificationsClient } from './notifications/notifications-client';
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
