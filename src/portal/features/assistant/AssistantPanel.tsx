import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Modal from '@mui/material/Modal';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { isRateLimited } from '@shared/api';
import type { AiChatResponse } from '@shared/portalApi';
import { portalTexts, texts as sharedTexts, supportTexts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { visuallyHidden } from '@shared/ui/visuallyHidden';
import { useOpenSupport } from '../support/supportDialogContext';
import { useAskAssistant, useSendFeedback } from './api/assistantApi';
import { AssistantAnswer } from './AssistantAnswer';
import { useDebouncedValue } from './useDebouncedValue';

const texts = portalTexts.assistant;
export const AI_INPUT_DEBOUNCE_MS = 500;

/**
 * The chat panel of docs/requirements/behaviour.md, docs/requirements/validation.md, docs/requirements/limits.md: asking → loading → answer with feedback; 'Neue Frage' goes back
 * to asking in the same thread, 'Support kontaktieren' opens the support dialog. Unmounting (closing) resets.
 *
 * A modal dialog (docs/decisions/141): focus stays inside, Escape or ✕ closes it and focus returns to the button
 * that opened it. The question field stays on screen and keeps the focus while the answer is sought and shown;
 * the answer and the thanks for feedback are read out through the panel's live region.
 */
export function AssistantPanel({ onClose }: { onClose: () => void }) {
  const openSupport = useOpenSupport();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [input, setInput] = useState('');
  const question = useDebouncedValue(input, AI_INPUT_DEBOUNCE_MS).trim();
  const [asked, setAsked] = useState('');
  const [answer, setAnswer] = useState<AiChatResponse>();
  const [threadId, setThreadId] = useState<string>();
  const [feedbackSent, setFeedbackSent] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const ask = useAskAssistant();
  const feedback = useSendFeedback();
  const answerShown = answer !== undefined && !ask.isPending;

  const send = (text: string) => {
    if (!text || ask.isPending) return;
    setAsked(text);
    setFeedbackSent(false);
    // Emptied first, so the same answer to the same question is read out again.
    setAnnouncement('');
    ask.mutate(
      { message: text, threadId },
      {
        onSuccess: (response) => {
          setAnswer(response);
          setThreadId(response.threadId);
          setInput('');
          setAnnouncement(response.content);
        },
      },
    );
  };
  const back = () => {
    setAnswer(undefined);
    setInput('');
    setAnnouncement('');
    ask.reset();
    inputRef.current?.focus();
  };
  /** The support form, for the report on screen, with the question being typed (or the one asked) as its first text. */
  const contactSupport = () => {
    const question = input.trim() || (answer ? asked : '');
    openSupport({ message: question ? supportTexts.form.fromAssistant(question) : undefined });
  };
  const sendFeedback = (helpful: boolean) => {
    if (answer) feedback.mutate({ threadId: answer.threadId, question: asked, helpful });
    setFeedbackSent(true);
    setAnnouncement(texts.feedbackThanks);
    // The buttons just pressed are gone: the question field is where the conversation goes on.
    inputRef.current?.focus();
  };

  return (
    <Modal
      open
      // A click beside the panel would throw the conversation away: only Escape and ✕ close it.
      onClose={(_event, reason) => reason === 'escapeKeyDown' && onClose()}
      slotProps={{ backdrop: { invisible: true } }}
    >
      <Paper
        role="dialog"
        aria-modal="true"
        aria-labelledby="assistant-title"
        elevation={8}
        sx={{
          position: 'fixed',
          right: 16,
          bottom: 16,
          width: 'max(400px, 30vw)',
          maxWidth: 'min(560px, calc(100vw - 32px))',
          maxHeight: '85vh',
          overflowY: 'auto',
          p: 2,
          outline: 'none',
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h2" id="assistant-title" sx={{ fontSize: '1.25rem' }}>
            {texts.title}
          </Typography>
          <IconButton aria-label={texts.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {ask.isError && (
          <Alert severity="error">{isRateLimited(ask.error) ? sharedTexts.limits.tooManyRequests : texts.error}</Alert>
        )}
        <Stack spacing={1}>
          {answerShown ? (
            <AssistantAnswer question={asked} answer={answer} feedbackSent={feedbackSent} onFeedback={sendFeedback} />
          ) : (
            <Typography variant="body2">{texts.intro}</Typography>
          )}
          <TextField
            label={texts.inputLabel}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                send(input.trim());
              }
            }}
            // Read-only rather than disabled while the answer is sought: a disabled field would drop the focus.
            slotProps={{ htmlInput: { readOnly: ask.isPending, ref: inputRef } }}
            multiline
            maxRows={4}
            autoFocus
          />
          <Button variant="contained" onClick={() => send(question)} disabled={ask.isPending || question === ''}>
            {texts.send}
          </Button>
          {ask.isPending && <LoadingIndicator title={texts.loading} />}
        </Stack>
        <Box role="status" sx={visuallyHidden}>
          {announcement}
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
          {answerShown ? <Button onClick={back}>{texts.back}</Button> : <span />}
          <Button onClick={contactSupport}>{texts.contactSupport}</Button>
        </Stack>
      </Paper>
    </Modal>
  );
}
