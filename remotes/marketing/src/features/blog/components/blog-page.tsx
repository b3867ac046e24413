import styled from 'styled-components';
import { formatLongDate } from '../../page-shell/api/format-long-date.ts';
import { CallToActionBand } from '../../page-shell/components/call-to-action-band.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';
import { BLOG_POSTS } from '../api/blog-posts.ts';

const Posts = styled.div`
  max-width: 780px;
  margin: 0 auto;
  padding: 16px 16px 48px;
`;

const Post = styled.article`
  padding: 32px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 8px;
    font-size: 26px;
    line-height: 1.25;
  }
  p {
    color: ${({ theme }) => theme.colors.mutedText};
    line-height: 1.7;
  }
`;

const Byline = styled.p`
  margin: 0 0 16px;
  font-size: 14px;
`;

export default function BlogPage() {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="The Vaani AI Blog"
        intro="Ideas and playbooks on AI voice agents, lead response and sales automation for Indian real-estate teams."
      />
      <Posts>
        {BLOG_POSTS.map((post) => (
          <Post key={post.id} aria-labelledby={`post-${post.id}`}>
            <h2 id={`post-${post.id}`}>{post.title}</h2>
            <Byline>
              <time dateTime={post.published}>{formatLongDate(`${post.published}T12:00:00`)}</time> · {post.author}
            </Byline>
            {post.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </Post>
        ))}
      </Posts>
      <CallToActionBand
        location="blog"
        title="See it on your own leads"
        text="Book a live demo and we will show the agent calling a lead for one of your projects."
      />
    </>
  );
}
