import {
  EXCEPTION_ACTION_LABELS,
  EXCEPTION_ACTOR_LABELS,
  EXCEPTION_KIND_RULES,
  EXCEPTION_RESOLUTION_LABELS,
  type ExceptionAction,
  type ExceptionActor,
  type ExceptionKind,
  type ExceptionResolution,
} from '@despacho/domain';

export const kindLabel = (kind: string) => EXCEPTION_KIND_RULES[kind as ExceptionKind]?.label ?? kind;
export const actorLabel = (actor: string) => EXCEPTION_ACTOR_LABELS[actor as ExceptionActor] ?? actor;
export const actionLabel = (action: string) => EXCEPTION_ACTION_LABELS[action as ExceptionAction] ?? action;
export const resolutionLabel = (resolution: string) =>
  EXCEPTION_RESOLUTION_LABELS[resolution as ExceptionResolution] ?? resolution;
