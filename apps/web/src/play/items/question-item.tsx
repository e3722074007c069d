import { Paper, Stack, Text } from '@mantine/core';
import { useText } from '../../i18n/language-switch';
import { Character } from '../characters/character';
import { ChoiceList } from './choice-list';
import type { ItemProps } from './types';

/** A scenario question, an e-mail or a text message, and the replies to choose from. */
export function QuestionItem({ item, onAnswer, disabled }: ItemProps<'question'>) {
  const text = useText();
  return (
    <Stack gap="md">
      {item.type === 'Email' ? (
        <Paper withBorder radius="md" className="pl-email">
          <dl className="pl-email-head">
            <dt>{text('play.question.from')}</dt>
            <dd dir="auto">
              {item.name} {item.email && <span className="pl-dim">&lt;{item.email}&gt;</span>}
            </dd>
            <dt>{text('play.question.subject')}</dt>
            <dd className="pl-strong" dir="auto">
              {item.subject}
            </dd>
          </dl>
          <Text className="pl-pre" p="md" dir="auto">
            {item.text}
          </Text>
        </Paper>
      ) : item.type === 'SMS' ? (
        <div className="pl-sms">
          <Text size="sm" fw={600}>
            {text('play.question.smsFrom', { name: item.name })}
          </Text>
          <p className="pl-sms-bubble pl-pre" dir="auto">
            {item.text}
          </p>
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
                {text('play.question.says', { name: item.character.name })}
              </Text>
            )}
            <p className="pl-speech-bubble pl-pre" dir="auto">
              {item.text}
            </p>
          </div>
        </div>
      )}
      <Text fw={600}>
        {item.type === 'Question'
          ? text('play.question.whatDoYouDo')
          : text('play.question.howReply')}
      </Text>
      <ChoiceList
        options={item.options}
        onChoose={(choice) => onAnswer({ choice })}
        disabled={disabled}
      />
    </Stack>
  );
}
