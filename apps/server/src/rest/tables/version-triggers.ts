/**
 * rest feature: the database records a version of a logo system on every save, in the statement that saves it. An
 * insert, or an update that changes more than the title (a rename is not a new design), adds one
 * `logo_system_versions` row built from the saved row, so a version can be neither missing (the save committed, its
 * version did not) nor orphaned (the version committed, its save did not), whichever client or route wrote the row.
 *
 * `logo_systems.restored_from` names the version a save restores; the trigger copies it into the new version and
 * clears it again, so a later save that does not restore anything is not read as a restore.
 *
 * The SQL is frozen with the migration that creates it: a later column of logo_systems joins the recorded row only by
 * a migration that replaces these triggers.
 */
import type { Dialect } from '../../db/database';

/** The columns a version's record holds, in the order the table API returns them (camelCase keys, as the SDK reads). */
const RECORD_COLUMNS = [
  'id',
  'user_id',
  'brand_name',
  'industry',
  'tagline',
  'one_liner',
  'desired_colors',
  'competitors',
  'designer_dna',
  'strategy_text',
  'selected_concept',
  'brand_rationale',
  'primary_logo_url',
  'monochrome_logo_url',
  'horizontal_logo_url',
  'stacked_logo_url',
  'app_icon_url',
  'color_palette',
  'typography',
  'alt_text',
  'created_at',
  'updated_at',
  'variant',
  'title',
  'seed',
  'edits',
] as const;

/** Columns whose change makes an update a save: all but the title, which a rename changes alone. */
const DESIGN_COLUMNS = RECORD_COLUMNS.filter((column) => column !== 'title');

const toCamel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `'brandName', NEW.brand_name, …`: the arguments of json_object / json_build_object. */
const recordArguments = RECORD_COLUMNS.map((column) => `'${toCamel(column)}', NEW.${column}`).join(', ');

/**
 * The smallest good picture of the saved logo, as the page shows it: the builtin engine's SVG beside its PNG
 * (`…/storage/v1/…/generated/{folder}/{lockup}.png`), else the image itself.
 */
const SQLITE_THUMBNAIL = [
  'CASE WHEN (NEW.primary_logo_url GLOB ',
  "'http://*' OR NEW.primary_logo_url GLOB 'https://*')",
  " AND NEW.primary_logo_url GLOB '*/storage/v1/*/generated/*.png'",
  " AND NOT NEW.primary_logo_url GLOB '*/generated/*/*/*.png'",
  " AND NOT NEW.primary_logo_url GLOB '*[?#]*'",
  " AND (NEW.primary_logo_url GLOB '*/primary.png' OR NEW.primary_logo_url GLOB '*/monochrome.png'",
  " OR NEW.primary_logo_url GLOB '*/horizontal.png' OR NEW.primary_logo_url GLOB '*/stacked.png')",
  " THEN substr(NEW.primary_logo_url, 1, length(NEW.primary_logo_url) - 4) || '.svg' ELSE NEW.primary_logo_url END",
].join('');

const POSTGRES_THUMBNAIL = [
  "CASE WHEN NEW.primary_logo_url ~ '^https?://[^?#]+/storage/v1/[^?#]+/generated/[A-Za-z0-9_-]+/",
  "(primary|monochrome|horizontal|stacked)\\.png$'",
  " THEN regexp_replace(NEW.primary_logo_url, '\\.png$', '.svg') ELSE NEW.primary_logo_url END",
].join('');

const VERSION_COLUMNS = 'id, system_id, user_id, record, thumbnail_url, restored_from, created_at';

function sqliteVersionInsert(): string {
  const values = [
    'lower(hex(randomblob(16)))',
    'NEW.id',
    'NEW.user_id',
    `json_object(${recordArguments})`,
    SQLITE_THUMBNAIL,
    'NEW.restored_from',
    "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
  ];
  return `INSERT INTO logo_system_versions (${VERSION_COLUMNS}) VALUES (${values.join(', ')})`;
}

function postgresVersionInsert(): string {
  const values = [
    "replace(gen_random_uuid()::text, '-', '')",
    'NEW.id',
    'NEW.user_id',
    `json_build_object(${recordArguments})::text`,
    POSTGRES_THUMBNAIL,
    'NEW.restored_from',
    `to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  ];
  return `INSERT INTO logo_system_versions (${VERSION_COLUMNS}) VALUES (${values.join(', ')})`;
}

/** An update is a save when it names a version it restores or changes anything but the title. */
function updateIsSave(distinct: string): string {
  return ['NEW.restored_from IS NOT NULL', ...DESIGN_COLUMNS.map((column) => `NEW.${column} ${distinct} OLD.${column}`)].join(' OR ');
}

const CLEAR_RESTORED_FROM = 'UPDATE logo_systems SET restored_from = NULL WHERE id = NEW.id AND restored_from IS NOT NULL';

// Each statement is one line: the migration runner splits statements at a `;` that ends a line.
function sqliteSql(): string {
  const body = `BEGIN ${sqliteVersionInsert()}; ${CLEAR_RESTORED_FROM}; END`;
  return [
    'ALTER TABLE logo_systems ADD COLUMN restored_from TEXT;',
    `CREATE TRIGGER logo_systems_version_on_insert AFTER INSERT ON logo_systems FOR EACH ROW ${body};`,
    `CREATE TRIGGER logo_systems_version_on_update AFTER UPDATE ON logo_systems FOR EACH ROW WHEN ${updateIsSave('IS NOT')} ${body};`,
  ].join('\n');
}

function postgresSql(): string {
  const body = `BEGIN ${postgresVersionInsert()}; IF NEW.restored_from IS NOT NULL THEN ${CLEAR_RESTORED_FROM}; END IF; RETURN NULL; END`;
  const run = 'FOR EACH ROW EXECUTE FUNCTION logo_systems_record_version()';
  return [
    'ALTER TABLE logo_systems ADD COLUMN restored_from TEXT COLLATE "C";',
    // The search path of the migration, so the function finds the tables whichever connection's write fires it.
    `CREATE FUNCTION logo_systems_record_version() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$ ${body} $$;`,
    `CREATE TRIGGER logo_systems_version_on_insert AFTER INSERT ON logo_systems ${run};`,
    `CREATE TRIGGER logo_systems_version_on_update AFTER UPDATE ON logo_systems FOR EACH ROW WHEN (${updateIsSave('IS DISTINCT FROM')}) EXECUTE FUNCTION logo_systems_record_version();`,
  ].join('\n');
}

/** The migration's SQL for each dialect. */
export function versionTriggersSql(dialect: Dialect): string {
  return dialect === 'sqlite' ? sqliteSql() : postgresSql();
}
