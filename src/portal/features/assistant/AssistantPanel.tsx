import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isRateLimited } from '@shared/api';
import type { AiChatResponse } from '@shared/portalApi';
import { portalTexts, texts as sharedTexts, supportTexts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { useOpenSupport } from '../support/supportDialogContext';
import { useAskAssistant, useSendFeedback } from './api/assistantApi';
import { AssistantAnswer } from './AssistantAnswer';
import { useDebouncedValue } from './useDebouncedValue';

const texts = portalTexts.assistant;
export const AI_INPUT_DEBOUNCE_MS = 500;

/**
 * The chat panel of docs/requirements/behaviour.md, docs/requirements/validation.md, docs/requirements/limits.md: asking → loading → answer with feedback; 'Neue Frage' goes back
 * to asking in the same thread, 'Support kontaktieren' opens the support dialog. Unmounting (closing) resets.
 */
export function AssistantPanel({ onClose }: { onClose: () => void }) {
  const openSupport = useOpenSupport();
  const [input, setInput] = useState('');
  const question = useDebouncedValue(input, AI_INPUT_DEBOUNCE_MS).trim();
  const [asked, setAsked] = useState('');
  const [answer, setAnswer] = useState<AiChatResponse>();
  const [threadId, setThreadId] = useState<string>();
  const [feedbackSent, setFeedbackSent] = useState(false);
  const ask = useAskAssistant();
  const feedback = useSendFeedback();

  const send = (text: string) => {
    if (!text || ask.isPending) return;
    setAsked(text);
    setFeedbackSent(false);
    ask.mutate(
      { message: text, threadId },
      {
        onSuccess: (response) => {
          setAnswer(response);
          setThreadId(response.threadId);
        },
      },
    );
  };
  const back = () => {
    setAnswer(undefined);
    setInput('');
    ask.reset();
  };
  /** The support form, for the report on screen, with the question asked (or being typed) as its first text. */
  const contactSupport = () => {
    const question = answer ? asked : input.trim();
    openSupport({ message: question ? supportTexts.form.fromAssistant(question) : undefined });
  };
  const sendFeedback = (helpful: boolean) => {
    if (answer) feedback.mutate({ threadId: answer.threadId, question: asked, helpful });
    setFeedbackSent(true);
  };

  return (
    <Paper
      role="dialog"
      aria-labelledby="assistant-title"
      elevation={8}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.modal - 1,
        width: 'max(400px, 30vw)',
        maxWidth: 'min(560px, calc(100vw - 32px))',
        maxHeight: '85vh',
        overflowY: 'auto',
        p: 2,
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
      {answer && !ask.isPending ? (
        <AssistantAnswer question={asked} answer={answer} feedbackSent={feedbackSent} onFeedback={sendFeedback} />
      ) : (
        <Stack spacing={1}>
          <Typography variant="body2">{texts.intro}</Typography>
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
            disabled={ask.isPending}
            multiline
            maxRows={4}
            autoFocus
          />
          <Button variant="contained" onClick={() => send(question)} disabled={ask.isPending || question === ''}>
            {texts.send}
          </Button>
          {ask.isPending && <LoadingIndicator title={texts.loading} />}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
        {answer && !ask.isPending ? <Button onClick={back}>{texts.back}</Button> : <span />}
        <Button onClick={contactSupport}>{texts.contactSupport}</Button>
      </Stack>
    </Paper>
  );
}
