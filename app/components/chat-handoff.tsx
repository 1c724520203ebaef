import { useId } from "react";
import type { ChatMessage } from "~/chat/conversation";
import { messageText, toTranscript } from "~/chat/handoff";
import { chatForm } from "~/forms/chat";
import { FormShell } from "./form-shell";
import { Button } from "./ui/button";

/** The conversation for the e-mail fallback, short enough for every mail program. */
function conversationLine(messages: readonly ChatMessage[]): readonly [string, string] {
  const conversation = messages
    .map((message) => `${message.from === "visitor" ? "Me" : "Chat"}: ${messageText(message)}`)
    .join("\n\n");
  return [
    "Conversation",
    conversation.length > 1500 ? `…${conversation.slice(-1500)}` : conversation,
  ] as const;
}

/**
 * The chat's hand-off: the visitor leaves an address (and a name, if they like) and the
 * conversation so far goes to the team through the form API, like any other form: a failure
 * keeps what was typed and offers a retry and an e-mail instead; offline, it waits in the outbox.
 */
export function ChatHandoff({
  messages,
  onSent,
  onCancel,
}: {
  messages: readonly ChatMessage[];
  onSent: (email: string) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <FormShell
      form={chatForm}
      labelledBy={titleId}
      noValidate
      autoFocus
      dense
      fieldsClassName="grid grid-cols-2 gap-2"
      className="max-h-[55%] shrink-0 space-y-3 overflow-y-auto border-t border-border bg-surface-2/60 px-4 py-3"
      heading={
        <div>
          <h3 id={titleId} className="text-sm font-semibold">
            Leave your email
          </h3>
          <p className="text-xs text-muted">
            Our team reads this conversation and replies to you personally.
          </p>
        </div>
      }
      submitSize="sm"
      actionsClassName="flex items-center justify-end gap-2"
      actions={
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      }
      extra={() => ({ transcript: toTranscript(messages) })}
      mailExtra={() => [conversationLine(messages)]}
      onSent={(fields) => onSent(fields.email?.trim() ?? "")}
    />
  );
}
