import { fairType as fairTypes } from '@vets/contracts';
import { fairPhase, localNowText } from '../../portal-format';
import Tag from '../../ui/Tag';

const ONLINE = fairTypes.values.online;

const PHASE_COLOR = { 未开始: 'blue', 进行中: 'green', 已结束: 'default' } as const;

interface Props {
  fairType: string;
  fairTypeText: string;
  startTime: string;
  endTime: string;
}

/** 线上/现场 and 未开始/进行中/已结束 as tags. */
export default function FairTags({ fairType, fairTypeText, startTime, endTime }: Props) {
  const phase = fairPhase(startTime, endTime, localNowText());
  return (
    <>
      <Tag color={fairType === ONLINE ? 'geekblue' : 'orange'}>
        {fairTypeText || (fairType === ONLINE ? '线上' : '现场')}
      </Tag>
      <Tag color={PHASE_COLOR[phase]}>{phase}</Tag>
    </>
  );
}
