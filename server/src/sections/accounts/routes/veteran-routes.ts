import {
  deliveryResource,
  fairRegistrationResource,
  maskValue,
  resumeResource,
  VETERAN_MESSAGES,
  VETERAN_RESUME_FIELDS,
  veteranApi,
} from '@vets/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, notFound } from '../../../core/errors.js';
import {
  addJobseekerFavorite,
  applicationsOf,
  fairOpenForSignUp,
  fairRegistrationsOf,
  JOBSEEKER_DICTS,
  jobseekerFavorites,
  portalCompanyContact,
  recommendationsOf,
  removeJobseekerFavorite,
  resumeOfUser,
} from '../../recruitment/index.js';
import { linkArchive } from '../services/veteran-link.js';

/**
 * 我的求职: a veteran's own account on the portal. Every route finds the veteran's resume from the
 * session; no request names whose things it reads or writes.
 */
export const veteranRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const resumes = () => ctx.resources.service(resumeResource);

  async function ownResume(request: FastifyRequest) {
    const resume = await resumeOfUser(ctx.db, requireAuth(request).userId);
    if (!resume) throw badRequest(VETERAN_MESSAGES.notLinked);
    return resume;
  }

  serve(app, veteranApi.me, async (request) => {
    const auth = requireAuth(request);
    const user = await ctx.db
      .selectFrom('sysUser')
      .select(['phone', 'realname'])
      .where('id', '=', auth.userId)
      .executeTakeFirstOrThrow();
    const resume = await resumeOfUser(ctx.db, auth.userId);
    return ok({
      phone: user.phone,
      realname: user.realname ?? '',
      linked: Boolean(resume),
      realName: resume?.realName ?? null,
      // Masked even for its owner: the page is open on a shared screen as often as not.
      idCard: resume?.idCard ? maskValue('idCard', resume.idCard) : null,
      resumeId: resume?.id ?? null,
    });
  });

  serve(app, veteranApi.linkArchive, async (request) => {
    const actor = await resumes().actorFor(request);
    const resumeId = await linkArchive(ctx, request, actor, request.body);
    return ok({ resumeId }, VETERAN_MESSAGES.linked);
  });

  serve(app, veteranApi.resume, async (request) => {
    const { id } = await ownResume(request);
    const service = resumes();
    const row = await service.findOne(id, await service.scopeFor(request));
    return ok(await service.presentOne(row, await service.actorFor(request)));
  });

  serve(app, veteranApi.saveResume, async (request) => {
    const { id } = await ownResume(request);
    const service = resumes();
    const body: Record<string, unknown> = { id, version: request.body.version };
    const sent = request.body as Record<string, unknown>;
    for (const key of VETERAN_RESUME_FIELDS) if (sent[key] !== undefined) body[key] = sent[key];
    await service.edit(body, await service.actorFor(request), await service.scopeFor(request));
    return ok(null, VETERAN_MESSAGES.saved);
  });

  serve(app, veteranApi.apply, async (request) => {
    const { id: resumeId } = await ownResume(request);
    const service = ctx.resources.service(deliveryResource);
    // The resume is the caller's own, found from the session; the position any published one.
    const added = await service.add(
      { resumeId, positionId: request.body.positionId },
      await service.actorFor(request),
      service.trustedScope(request),
    );
    return ok({ id: String(added.id) }, VETERAN_MESSAGES.applied);
  });

  serve(app, veteranApi.applications, async (request) => {
    const { id } = await ownResume(request);
    return ok(await applicationsOf(ctx.db, id, await ctx.dictCache.lookup(JOBSEEKER_DICTS)));
  });

  serve(app, veteranApi.registerFair, async (request) => {
    const { id: resumeId } = await ownResume(request);
    if (!(await fairOpenForSignUp(ctx.db, request.body.fairId, ctx.clock.nowText())))
      throw badRequest(VETERAN_MESSAGES.fairClosed);
    const service = ctx.resources.service(fairRegistrationResource);
    const added = await service.add(
      { fairId: request.body.fairId, resumeId },
      await service.actorFor(request),
      service.trustedScope(request),
    );
    return ok({ id: String(added.id) }, VETERAN_MESSAGES.registered);
  });

  serve(app, veteranApi.fairs, async (request) => {
    const { id } = await ownResume(request);
    return ok(await fairRegistrationsOf(ctx.db, id));
  });

  serve(app, veteranApi.recommendations, async (request) => {
    const { id } = await ownResume(request);
    return ok(await recommendationsOf(ctx.db, id));
  });

  // Favourites and contacts need no linked archive: they are about the portal, not the person.
  serve(app, veteranApi.favorites, async (request) => {
    const today = ctx.clock.nowText().slice(0, 10);
    return ok(await jobseekerFavorites(ctx.db, requireAuth(request).userId, today));
  });

  serve(app, veteranApi.favorite, async (request) => {
    const { targetType, targetId } = request.body;
    const userId = requireAuth(request).userId;
    const kept = await addJobseekerFavorite(
      ctx.db,
      userId,
      targetType,
      targetId,
      ctx.clock.nowText(),
    );
    if (!kept) throw notFound(VETERAN_MESSAGES.gone);
    return ok(null, VETERAN_MESSAGES.favorited);
  });

  serve(app, veteranApi.unfavorite, async (request) => {
    const { targetType, targetId } = request.body;
    await removeJobseekerFavorite(ctx.db, requireAuth(request).userId, targetType, targetId);
    return ok(null, VETERAN_MESSAGES.unfavorited);
  });

  serve(app, veteranApi.companyContact, async (request) => {
    const contact = await portalCompanyContact(ctx.db, request.query.companyId);
    if (!contact) throw notFound(VETERAN_MESSAGES.gone);
    return ok(contact);
  });
};
