import { useTexts } from '@fleetkit/react-widgets';
import type { TicketMessage, TicketThread, TicketUpdate } from '@fleetkit/sdk-core';
import { SUPPORT_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/NotFoundPage';
import { FormError } from '../../auth/FormError';
import { fleetClient } from '../../fleetClient';
import { useSignedInSession } from '../../session/SessionContext';
import { errorMessage, isNotFound } from '../../ui/errorMessage';
import { notify } from '../../ui/notify';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { useDates } from '../../ui/useDates';
import { ticketThreadQuery } from './supportQueries';
import { TicketAttachments } from './TicketAttachments';
import { TicketStatusBadge } from './TicketStatusBadge';
import { useTicketUpdates } from './useTicketUpdates';
import './support.css';

/** The thread with a message added once (a live copy and the reply's answer may both arrive). */
function withMessage(thread: TicketThread, message: TicketMessage, ticket?: TicketUpdate): TicketThread {
  const messages = thread.messages.some((m) => m.id === message.id)
    ? thread.messages
    : [...thread.messages, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  const { message: _cause, ...fields } = ticket ?? { message: null };
  return { ...thread, ...fields, messages };
}

function Conversation({ thread }: { thread: TicketThread }) {
  const id = useId();
  const { user } = useSignedInSession();
  const texts = useTexts(SUPPORT_TEXTS);
  const dates = useDates();
  const queryClient = useQueryClient();
  const key = ticketThreadQuery(thread.id).queryKey;
  const [body, setBody] = useState('');
  const end = useRef<HTMLLIElement>(null);
  const closed = thread.status === 'closed';
  const reply = useMutation({
    mutationFn: () => fleetClient.tickets.reply(thread.id, body.trim()),
    onSuccess: (message) => {
      setBody('');
      queryClient.setQueryData(key, (current: TicketThread | undefined) =>
        current ? withMessage(current, message) : current,
      );
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['tickets'], exact: true });
    },
  });
  const resolve = useMutation({
    mutationFn: () => fleetClient.tickets.setStatus(thread.id, 'resolved'),
    onSuccess: () => {
      void notify.success(texts.markedResolved);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => void notify.error(texts.updateFailed, { description: errorMessage(error, '') }),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a message is added
  useEffect(() => {
    // A block body: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [thread.messages.length]);

  return (
    <div className="fleet-portal-ticket">
      <header className="fleet-portal-card fleet-portal-ticket__head">
        <div>
          <h2>{thread.subject}</h2>
          <p className="fleet-portal-muted">
            {texts.openedOn(
              texts.categories[thread.category],
              dates.dateTime(thread.createdAt),
              thread.userName,
            )}
          </p>
        </div>
        <div className="fleet-portal-ticket__status">
          <TicketStatusBadge status={thread.status} />
          {thread.userId === user.id && (thread.status === 'open' || thread.status === 'pending') ? (
            <button
              type="button"
              className="fleet-portal-button fleet-portal-button--secondary"
              disabled={resolve.isPending}
              onClick={() => resolve.mutate()}
            >
              {texts.markResolved}
            </button>
          ) : null}
        </div>
      </header>
      <ol className="fleet-portal-ticket__messages" aria-label={texts.conversation} aria-live="polite">
        <li className="fleet-portal-ticket__message">
          <span className="fleet-portal-ticket__author">
            {thread.userName} <time dateTime={thread.createdAt}>{dates.dateTime(thread.createdAt)}</time>
          </span>
          <p>{thread.description}</p>
          <TicketAttachments fileIds={thread.fileIds} />
        </li>
        {thread.messages.map((message) => (
          <li
            key={message.id}
            className={`fleet-portal-ticket__message${message.fromSupport ? ' fleet-portal-ticket__message--support' : ''}`}
          >
            <span className="fleet-portal-ticket__author">
              {message.fromSupport ? texts.fromSupport(message.userName) : message.userName}{' '}
              <time dateTime={message.createdAt}>{dates.dateTime(message.createdAt)}</time>
            </span>
            <p>{message.body}</p>
          </li>
        ))}
        <li ref={end} aria-hidden="true" className="fleet-portal-ticket__end" />
      </ol>
      {closed ? (
        <p className="fleet-portal-card fleet-portal-muted">{texts.ticketClosed}</p>
      ) : (
        <form
          className="fleet-portal-card fleet-portal-ticket__reply"
          onSubmit={(event) => {
            event.preventDefault();
            if (body.trim()) reply.mutate();
          }}
        >
          <div className="fleet-portal-field">
            <label htmlFor={`${id}-reply`}>{texts.yourMessage}</label>
            <textarea
              id={`${id}-reply`}
              rows={3}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey))
                  event.currentTarget.form?.requestSubmit();
              }}
            />
          </div>
          <FormError message={reply.isError ? errorMessage(reply.error, texts.messageNotSent) : null} />
          <div>
            <button
              type="submit"
              className="fleet-portal-button fleet-portal-button--primary"
              disabled={reply.isPending || body.trim() === ''}
            >
              {texts.send}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/** /dashboard/help-and-support/tickets/:ticketId: the conversation, with support's replies live. */
export function TicketChatPage() {
  const queryClient = useQueryClient();
  const ticketId = Number(useParams().ticketId);
  const valid = Number.isInteger(ticketId) && ticketId > 0;
  const key = ticketThreadQuery(ticketId).queryKey;
  const thread = useQuery({ ...ticketThreadQuery(ticketId), enabled: valid });
  useTicketUpdates(
    (update) => {
      if (update.id !== ticketId) return;
      const { message } = update;
      if (message) {
        queryClient.setQueryData(key, (current: TicketThread | undefined) =>
          current ? withMessage(current, message, update) : current,
        );
      } else {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    () => void queryClient.invalidateQueries({ queryKey: key }),
  );

  if (!valid || isNotFound(thread.error)) return <NotFoundPage inPage />;
  return (
    <QueryBoundary query={thread}>
      {() => (thread.data ? <Conversation thread={thread.data} /> : null)}
    </QueryBoundary>
  );
}
