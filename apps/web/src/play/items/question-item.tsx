import { Paper, Stack, Text } from '@mantine/core';
import { Character } from '../characters/character';
import { ChoiceList } from './choice-list';
import type { ItemProps } from './types';

/** A scenario question, an e-mail or a text message, and the replies to choose from. */
export function QuestionItem({ item, onAnswer, disabled }: ItemProps<'question'>) {
  return (
    <Stack gap="md">
      {item.type === 'Email' ? (
        <Paper withBorder radius="md" className="pl-email">
          <dl className="pl-email-head">
            <dt>From</dt>
            <dd>
              {item.name} {item.email && <span className="pl-dim">&lt;{item.email}&gt;</span>}
            </dd>
            <dt>Subject</dt>
            <dd className="pl-strong">{item.subject}</dd>
          </dl>
          <Text className="pl-pre" p="md">
            {item.text}
          </Text>
        </Paper>
      ) : item.type === 'SMS' ? (
        <div className="pl-sms">
          <Text size="sm" fw={600}>
            Message from {item.name}
          </Text>
          <p className="pl-sms-bubble pl-pre">{item.text}</p>
        </div>
      ) : (
        <div className="pl-speech">
          {item.character && (
            <Character
              characterKey={item.character.key}
              name={item.character.name}
              className="pl-speech-face"
            />
          )}
          <div className="pl-speech-body">
            {item.character && (
              // The face's accessible name already says who speaks.
              <Text size="sm" fw={600} aria-hidden="true">
                {item.character.name} says
              </Text>
            )}
            <p className="pl-speech-bubble pl-pre">{item.text}</p>
          </div>
        </div>
      )}
      <Text fw={600}>{item.type === 'Question' ? 'What do you do?' : 'How do you reply?'}</Text>
      <ChoiceList
        options={item.options}
        onChoose={(choice) => onAnswer({ choice })}
        disabled={disabled}
      />
    </Stack>
  );
}
