import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AiChatResponse } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';

const texts = portalTexts.assistant;

interface AssistantAnswerProps {
  question: string;
  answer: AiChatResponse;
  feedbackSent: boolean;
  onFeedback: (helpful: boolean) => void;
}

/** The question, the answer with its references to manual pages, and the feedback prompt (Ja/Nein). */
export function AssistantAnswer({ question, answer, feedbackSent, onFeedback }: AssistantAnswerProps) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {texts.questionLabel} {question}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="assistant-answer">
        {answer.content}
      </Typography>
      {answer.references.length > 0 && (
        <nav aria-label={texts.referencesHeading}>
          <Typography variant="subtitle2" component="h3">
            {texts.referencesHeading}
          </Typography>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {answer.references.map((reference) => (
              <li key={reference.pageId}>
                <Link component={RouterLink} to={`/docs/${reference.pageId}`} underline="always">
                  {reference.text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {feedbackSent ? (
        <Typography>{texts.feedbackThanks}</Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id="assistant-feedback">{texts.feedbackQuestion}</Typography>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onFeedback(true)}
            aria-describedby="assistant-feedback"
          >
            {texts.yes}
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onFeedback(false)}
            aria-describedby="assistant-feedback"
          >
            {texts.no}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
