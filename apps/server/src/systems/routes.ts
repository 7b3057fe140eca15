/** systems feature: `DELETE /api/systems/{projectId}/{id}` removes a logo system, its versions and its generated images. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { badRequest, notFound, unauthorized } from '../http/errors';
import { deleteSystem } from './delete-system';
import { toFilesPath } from './generated-files';

/** Longest system id accepted (the product's are about 30 characters; the router refuses params past 100 with a 414). */
const MAX_ID_LENGTH = 100;
const ID = /^[\w.-]+$/;

export async function systemsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const filesPath = toFilesPath(deps.storage.publicUrlOf(''));
  app.delete<{ Params: { projectId: string; id: string } }>('/api/systems/:projectId/:id', async (request) => {
    const { projectId, id } = request.params;
    if (projectId !== deps.config.projectId) throw notFound('Project not found');
    const identity = request.identity;
    if (identity.kind === 'anonymous') throw unauthorized('Sign in to delete a logo system');
    if (id.length > MAX_ID_LENGTH || !ID.test(id)) throw badRequest('id must be a logo system id: letters, digits, _ . -', 'INVALID_ID');
    const ownerId = identity.kind === 'user' ? identity.userId : undefined;
    const result = await deleteSystem({ db: deps.db, storage: deps.storage, filesPath, id, ownerId });
    // Another user's system answers as no system at all: its existence is not theirs to learn.
    if (!result) throw notFound('Logo system not found');
    request.log.info({ systemId: id, versions: result.versions, files: result.removedFiles.length }, 'logo system deleted');
    return result;
  });
}
