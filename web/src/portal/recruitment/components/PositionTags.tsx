import Tag from '../../ui/Tag';

/** 退役军人优先 and the welfare tags of a position; nothing when it has neither. */
export default function PositionTags({
  welfare,
  veteranPriority,
  className,
}: {
  welfare: string[];
  veteranPriority: string;
  className: string | undefined;
}) {
  if (!welfare.length && veteranPriority !== 'Y') return null;
  return (
    <div className={className}>
      {veteranPriority === 'Y' && <Tag color="red">退役军人优先</Tag>}
      {welfare.map((tag) => (
        <Tag key={tag} color="blue" filled>
          {tag}
        </Tag>
      ))}
    </div>
  );
}
