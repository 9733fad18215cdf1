import { Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LOGOUT_ITEM, MORE_NAV, type NavItem } from '../shell/nav';
import './more.css';

function Row({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <li>
      <UnstyledButton component={Link} to={item.to} className="ess-more__row">
        <Icon size={22} stroke={1.6} aria-hidden="true" className="ess-more__icon" />
        <span className="ess-more__text">
          <Text component="span" fw={600} display="block">
            {item.label}
          </Text>
          {item.description ? (
            <Text component="span" fz="sm" c="dimmed" display="block">
              {item.description}
            </Text>
          ) : null}
        </span>
        <IconChevronRight size={18} aria-hidden="true" className="ess-more__chevron" />
      </UnstyledButton>
    </li>
  );
}

/** /ess/more: every self-service screen the bottom navigation has no room for, and Log out. */
export function MorePage() {
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        More
      </Title>
      <Paper withBorder radius="md" component="ul" className="ess-more">
        {MORE_NAV.map((item) => (
          <Row key={item.to} item={item} />
        ))}
      </Paper>
      <Paper withBorder radius="md" component="ul" className="ess-more">
        <Row item={LOGOUT_ITEM} />
      </Paper>
    </Stack>
  );
}
